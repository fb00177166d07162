import Foundation

/// What one store's effects are doing, as far as a test can tell: the effects running, and the
/// waits each is suspended on that only the test can end (a sleep on a `TestClock`, a hold in
/// an `EffectGate`). When every running effect is in such a wait and no timer task sleeps on
/// another clock, nothing but the test can move the store: it is idle. `TestClock.advance`
/// waits for that before moving time, and `MachineStore.finish()` stops waiting then.
///
/// The store registers its effects; test clocks and gates mark the waits of the effect whose
/// task they run in (`beginWait`), found through a task-local the store sets around its handler,
/// so a sleep reached through the app's own async functions counts too.
@_spi(Testing) public final class EffectActivity: @unchecked Sendable {
    private struct Running {
        /// Named only when a message needs it: reflecting every effect would cost each `send`.
        let name: @Sendable () -> String
        var waits: [Int: Wait] = [:]
    }

    private struct Wait {
        let describe: @Sendable () -> String
        let report: @Sendable (String, CallSite) -> Void
    }

    /// Where a test called the wait that gave up, so the issue it records points at that line.
    public struct CallSite: Sendable {
        public let fileID: String
        public let filePath: String
        public let line: Int
        public let column: Int

        public init(fileID: String, filePath: String, line: Int, column: Int) {
            (self.fileID, self.filePath, self.line, self.column) = (fileID, filePath, line, column)
        }
    }

    /// The effect whose task is running, for the waits it reaches to find their store.
    struct Link: Sendable {
        let activity: EffectActivity
        let effect: UInt64
    }

    @TaskLocal static var current: Link?

    private let lock = NSLock()
    private var running: [UInt64: Running] = [:]
    /// Timer tasks sleeping on a clock that is not a test's: they may move the store on their own.
    private var otherWork = 0
    private var lastWait = 0
    /// Counts every change, so that a waiter cannot miss one between looking and waiting.
    private var version = 0
    private var changeWaiters: [CheckedContinuation<Void, Never>] = []

    init() {}

    /// The store whose effect the current task performs; nil outside a store's effects.
    public static var ofCurrentEffect: EffectActivity? { current?.activity }

    /// Marks the current effect as waiting where only the test can move it, until the returned
    /// wait ends: call `end()` before resuming the task. Nil outside a store's effects.
    /// `describe` says what it waits for ("sleeps on the TestClock until 5 s; the clock is at
    /// 0 s"); `report` records a test issue, at the call site given, with a message naming every
    /// stuck effect.
    public static func beginWait(
        describe: @escaping @Sendable () -> String, report: @escaping @Sendable (String, CallSite) -> Void
    ) -> EffectWait? {
        guard let link = current else { return nil }
        let id = link.activity.change { activity -> Int? in
            guard activity.running[link.effect] != nil else { return nil }
            activity.lastWait += 1
            activity.running[link.effect]?.waits[activity.lastWait] = Wait(describe: describe, report: report)
            return activity.lastWait
        }
        return id.map { EffectWait(activity: link.activity, effect: link.effect, id: $0) }
    }

    func started(_ effect: UInt64, name: @escaping @Sendable () -> String) { change { $0.running[effect] = Running(name: name) } }
    func ended(_ effect: UInt64) { change { $0.running[effect] = nil } }
    func otherWorkBegan() { change { $0.otherWork += 1 } }
    func otherWorkEnded() { change { $0.otherWork -= 1 } }
    fileprivate func endWait(_ id: Int, of effect: UInt64) { change { $0.running[effect]?.waits[id] = nil } }

    /// Whether nothing but the test can move the store now.
    public var isIdle: Bool { lock.withLock { isIdleLocked } }

    /// Returns once nothing but the test can move the store.
    public func untilIdle() async {
        while let version = lock.withLock({ isIdleLocked ? nil : version }) {
            await change(after: version)
        }
    }

    /// Returns once no effect runs, or, if that cannot happen without the test, once nothing
    /// but the test can move the store; says which.
    func untilFinishedOrStuck() async -> Bool {
        while true {
            let seen: (version: Int, finished: Bool, idle: Bool) = lock.withLock { (version, running.isEmpty, isIdleLocked) }
            if seen.finished { return true }
            if seen.idle { return false }
            await change(after: seen.version)
        }
    }

    /// Each running effect that waits, named with its wait ("`fetch(requestID:)` sleeps on …").
    public var waitingEffects: [String] {
        let waits: [(name: @Sendable () -> String, wait: Wait)] = lock.withLock {
            running.sorted { $0.key < $1.key }.flatMap { entry in
                entry.value.waits.sorted { $0.key < $1.key }.map { (entry.value.name, $0.value) }
            }
        }
        return waits.map { "`\($0.name())` \($0.wait.describe())" }
    }

    /// Records `message`, followed by every waiting effect, as a test issue at `callSite`
    /// through a wait's reporter.
    public func reportStuck(_ message: String, at callSite: CallSite) {
        let report = lock.withLock { running.values.lazy.flatMap(\.waits.values).first?.report }
        report?(message + " " + waitingEffects.joined(separator: "; "), callSite)
    }

    private var isIdleLocked: Bool { otherWork == 0 && running.values.allSatisfy { !$0.waits.isEmpty } }

    private func change(after seen: Int) async {
        await withCheckedContinuation { waiter in
            let changed = lock.withLock { () -> Bool in
                guard version == seen else { return true }
                changeWaiters.append(waiter)
                return false
            }
            if changed { waiter.resume() }
        }
    }

    /// Applies `body` under the lock, then wakes every task waiting for a change.
    @discardableResult
    private func change<Result>(_ body: (EffectActivity) -> Result) -> Result {
        let (result, waiters) = lock.withLock { () -> (Result, [CheckedContinuation<Void, Never>]) in
            let result = body(self)
            version += 1
            defer { changeWaiters.removeAll() }
            return (result, changeWaiters)
        }
        for waiter in waiters { waiter.resume() }
        return result
    }
}

/// A wait of an effect that only a test can end; `end()` it before resuming the effect's task.
@_spi(Testing) public struct EffectWait: Sendable {
    let activity: EffectActivity
    let effect: UInt64
    let id: Int

    public func end() { activity.endWait(id, of: effect) }
}

import ExampleMachines
import Foundation
import SeededRandom
import StateMachineRuntime

/// The app, in the child process: submits checkout after checkout, each owned by a store with
/// its own journal, resuming whatever an earlier life of the app left pending.
@MainActor struct CheckoutFlow {
    let folder: URL
    let seed: UInt64
    let operations: Int
    let crashPoints: CrashPointTrap
    let server = ServerChannel()

    /// Checkout `index`'s ID and the operation ID of its submission: the same in every life of the app.
    static func identity(of index: Int, seed: UInt64) -> (checkout: UUID, operation: UUID) {
        var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
        return (random.uuid(), random.uuid())
    }

    /// Reports each checkout's final state to the parent, which judges them.
    func run() async throws {
        let journals = JournalFolder(root: folder.appendingPathComponent("journals"), account: "crashtest")
        let applied = try AppliedLog(url: folder.appendingPathComponent("applied.log"))
        var finalStates: [Checkout.State] = []
        for index in 0..<operations {
            let identity = Self.identity(of: index, seed: seed)
            let journal = MachineJournal<Checkout>(folder: journals, instance: "\(index)", crashPoints: crashPoints.pass)
            let store = try MachineStore<Checkout>(
                journal: journal, state: .draft,
                context: Checkout.Context(checkoutID: identity.checkout, quoteRevision: index, hasValidAddress: true),
                effects: handler(checkout: index))
            store.observer = { record in
                if case .confirmed = record.stateAfter, record.stateBefore != record.stateAfter { applied.append(checkout: index) }
            }
            // An intent the journal never recorded is tapped again, as a user would after relaunching.
            for _ in 0..<3 where store.state == .draft {
                store.send(.submitTapped(operationID: identity.operation))
                await store.finish()
            }
            await store.finish()
            finalStates.append(store.state)
        }
        for (index, state) in finalStates.enumerated() { server.report("final \(index) \(state)") }
    }

    private func handler(checkout: Int) -> MachineStore<Checkout>.EffectHandler {
        { [server] effect, send in
            let key = DurableOperation.current?.idempotencyKey ?? "not-durable"
            switch effect {
            case .submit(_, _, let operationID):
                switch await server.ask(.submit, checkout: checkout, operationID: operationID, idempotencyKey: key) {
                case .accepted(let order): await send(.submitAccepted(operationID: operationID, orderID: order))
                case .unknown: await send(.submitOutcomeUnknown(operationID: operationID))
                case .found, .notFound, nil: break
                }
            case .reconcile(_, let operationID):
                switch await server.ask(.reconcile, checkout: checkout, operationID: operationID, idempotencyKey: key) {
                case .found(let order): await send(.reconciliationFound(operationID: operationID, orderID: order))
                case .notFound: await send(.reconciliationNotFound(operationID: operationID))
                case .accepted, .unknown, nil: break
                }
            }
        }
    }
}

/// Kills the app with SIGKILL at the chosen pass of the chosen crash point.
final class CrashPointTrap {
    private let kill: Kill?
    private var passes = 0

    init(kill: Kill?) { self.kill = kill }

    func pass(_ point: CrashPoint) {
        guard case .at(let target, let pass)? = kill, point == target else { return }
        passes += 1
        if passes == pass { Foundation.kill(getpid(), SIGKILL) }
    }
}

/// One line per answer the app applied (a checkout becoming confirmed), appended after the
/// journal recorded it: two lines for one checkout mean an answer was applied twice.
final class AppliedLog {
    private let handle: FileHandle

    init(url: URL) throws {
        if !FileManager.default.fileExists(atPath: url.path) { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        handle = try FileHandle(forWritingTo: url)
    }

    func append(checkout: Int) {
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data("\(checkout)\n".utf8))
    }
}

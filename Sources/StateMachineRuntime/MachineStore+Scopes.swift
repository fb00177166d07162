extension MachineStore {
    /// Timers armed for the scopes the machine is in, not yet fired or cancelled.
    public var armedTimerCount: Int { scopes.armedTimerCount }

    /// Cancels the work of the scopes a `->` row into `next` leaves in `regions`, innermost first
    /// (regions in reverse order); returns the scopes it enters, whose work starts after the
    /// row's effects (`enter`).
    func leaveScopes(for next: Machine.State, in regions: RegionsLeft<Machine.Region>) -> [StateScope<Machine>] {
        let nextScopes = Machine.scopes(of: next, context: currentContext)
        if scopes.isEmpty, nextScopes.isEmpty { return [] }
        let (left, entered) = scopes.move(to: nextScopes, leaving: regions)
        for scope in left.reversed() {
            for cancel in scopes.disarm(scope.timers) { cancel() }
            for id in scope.activities { effects.task(id)?.cancel() }
        }
        return entered
    }

    /// Starts the activities of `entered`, outermost scope first, then arms their timers; not if
    /// `stop()` ended `generation` meanwhile (the observer or a policy may call it). An
    /// activity's lifetime is its scope: the store's policy is not asked about it.
    func enter(_ entered: [StateScope<Machine>], in state: Machine.State, generation: Int) {
        for scope in entered {
            for activity in scope.activities where generation == effects.generation {
                scopes.add(activity: start(activity, in: state, policy: .runToCompletion), to: scope.name)
            }
        }
        for scope in entered where generation == effects.generation {
            for timer in scope.timers { arm(timer, in: scope.name) }
        }
    }

    /// Disarms every timer (`stop()` and the store's end); the effects' tasks end separately.
    func disarmAllTimers() {
        for cancel in scopes.removeAll() { cancel() }
    }

    private func arm(_ timer: MachineTimer<Machine>, in scope: String) {
        let ticket = scopes.nextTicket()
        let delay = timer.sleepableDelay
        let cancel: @MainActor () -> Void
        if let manual = clock as? any ManualTimerClock {
            let scheduled = manual.scheduleTimer(after: delay) { [weak self] in self?.timerFired(ticket) }
            cancel = { manual.cancelTimer(scheduled) }
        } else {
            let (clock, activity) = (clock, activity)
            // Counted until it ends: a sleep on a clock the test does not move may move the store.
            activity.otherWorkBegan()
            // Inherits the main actor, so the row applies on it once the sleep ends.
            let task = Task { [weak self] in
                defer { activity.otherWorkEnded() }
                do { try await clock.sleep(for: delay) } catch { return }
                self?.timerFired(ticket)
            }
            cancel = { task.cancel() }
        }
        scopes.add(timer: ticket, .init(timer: timer.timer, cancel: cancel), to: scope)
    }

    /// A timer whose scope was left since it was armed is no longer armed, and does nothing.
    private func timerFired(_ ticket: UInt64) {
        guard let timer = scopes.fire(ticket) else { return }
        apply(.timer(timer), fromEffect: false)
    }
}

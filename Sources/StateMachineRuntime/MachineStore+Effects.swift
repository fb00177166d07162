@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension MachineStore {
    /// Effect tasks started and not yet returned, including cancelled ones still unwinding.
    public var runningEffectCount: Int { effects.count }

    /// The screen went away: cancels every effect task in flight (activities included) and
    /// every timer, and drops whatever the tasks send from now on (counted in `counts.dropped`). The store stays usable: events its owner
    /// sends later are applied and their effects run as usual.
    public func stop() {
        for task in effects.stop() { task.cancel() }
        disarmAllTimers()
    }

    /// Returns when no effect task is in flight, including those that effects started by
    /// sending events. Tests use it instead of sleeping.
    ///
    /// It also returns when no effect can end without the test: when every effect still running
    /// sleeps on a `TestClock` or is held by an `EffectGate` (and no timer sleeps on another
    /// clock), it records a test issue naming each effect and what it waits for, and returns
    /// instead of waiting for ever. The issue is recorded where `finish()` was called (the
    /// defaulted parameters say where; pass nothing).
    public func finish(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) async {
        guard await !activity.untilFinishedOrStuck() else { return }
        activity.reportStuck(
            "finish() returned with effects that only the test can move: advance the clock, or release or cancel "
                + "the gate's effects, before awaiting finish().",
            at: EffectActivity.CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Starts `list` in order, each scoped from `state`, the state the event that yielded them
    /// produced; stops starting if `stop()` ended `generation` (a policy may call it).
    /// `operations` holds the journal's operation of each durable effect, by position.
    func start(_ list: [Machine.Effect], in state: Machine.State, generation: Int, operations: [DurableOperation?] = []) {
        for (index, effect) in list.enumerated() where generation == effects.generation {
            start(effect, in: state, policy: policy(effect), durable: index < operations.count ? operations[index] : nil)
        }
    }

    /// Starts the task performing `effect`; its handler runs at once up to its first suspension,
    /// so effects start in the order they are listed. A durable effect's handler sees its
    /// operation as `DurableOperation.current`. Returns the task's ID.
    @discardableResult
    func start(
        _ effect: Machine.Effect, in state: Machine.State, policy: EffectPolicy<Machine>, durable durableOperation: DurableOperation? = nil
    ) -> UInt64 {
        let id = effects.nextID()
        let generation = effects.generation
        let isDurable = durableOperation != nil
        let send = Send { [weak self] event in self?.receive(event, generation: generation, durable: isDurable) }
        let handler = handler
        if isDurable { durable.counts.started += 1 }
        let activity = activity
        activity.started(id) { EffectActivity.name(of: effect) }
        let link = EffectActivity.Link(activity: activity, effect: id)
        // Inherits the main actor; a nonisolated handler runs off it from its first line.
        let operation: @MainActor () async -> Void = { [weak self] in
            if let durableOperation {
                await DurableOperation.$current.withValue(durableOperation) {
                    await EffectActivity.$current.withValue(link) { await handler(effect, send) }
                }
                self?.durableEffectEnded(durableOperation, cancelled: Task.isCancelled)
            } else {
                await EffectActivity.$current.withValue(link) { await handler(effect, send) }
            }
            self?.effects.finished(id)
            activity.ended(id)
        }
        let task: Task<Void, Never>
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            task = Task.immediate(operation: operation)
        } else {
            task = Task(operation: operation)
        }
        let superseded = effects.insert(id, task: task, latestWinsKey: policy.latestWinsKey, scope: scope(of: policy, in: state))
        superseded?.cancel()
        return id
    }

    private func scope(of policy: EffectPolicy<Machine>, in started: Machine.State) -> ((Machine.State) -> Bool)? {
        switch policy.scope {
        case .anyState: return nil
        case .startingState: return { $0 == started }
        case .matching(let holds): return holds
        }
    }

    private func receive(_ event: Machine.Event, generation: Int, durable isDurable: Bool) {
        guard generation == effects.generation else {
            counts.dropped += 1
            return
        }
        if isDurable { durableReplyArriving() }
        let outcome = apply(.event(event), fromEffect: true)
        if isDurable && outcome.kind != .transitioned { durable.counts.staleReplies += 1 }
    }
}

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
    public func finish() async {
        while let task = effects.anyTask {
            await task.value
        }
    }

    /// Starts `list` in order, each scoped from `state`, the state the event that yielded them
    /// produced; stops starting if `stop()` ended `generation` (a policy may call it).
    func start(_ list: [Machine.Effect], in state: Machine.State, generation: Int) {
        for effect in list where generation == effects.generation {
            start(effect, in: state, policy: policy(effect))
        }
    }

    /// Starts the task performing `effect`; its handler runs at once up to its first suspension,
    /// so effects start in the order they are listed. Returns the task's ID.
    @discardableResult
    func start(_ effect: Machine.Effect, in state: Machine.State, policy: EffectPolicy<Machine>) -> UInt64 {
        let id = effects.nextID()
        let generation = effects.generation
        let send = Send { [weak self] event in self?.receive(event, generation: generation) }
        let handler = handler
        // Inherits the main actor; a nonisolated handler runs off it from its first line.
        let operation: @MainActor () async -> Void = { [weak self] in
            await handler(effect, send)
            self?.effects.finished(id)
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

    private func receive(_ event: Machine.Event, generation: Int) {
        guard generation == effects.generation else {
            counts.dropped += 1
            return
        }
        apply(.event(event), fromEffect: true)
    }
}

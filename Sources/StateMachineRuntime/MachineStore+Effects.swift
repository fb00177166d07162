extension MachineStore {
    /// Effect tasks started and not yet returned, including cancelled ones still unwinding.
    public var runningEffectCount: Int { effects.count }

    /// The screen went away: cancels every effect task in flight and drops whatever they send
    /// from now on (counted in `counts.dropped`). The store stays usable: events its owner
    /// sends later are applied and their effects run as usual.
    public func stop() {
        for task in effects.stop() { task.cancel() }
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
            start(effect, in: state)
        }
    }

    private func start(_ effect: Machine.Effect, in state: Machine.State) {
        let policy = policy(effect)
        let id = effects.nextID()
        let generation = effects.generation
        let send = Send { [weak self] event in self?.receive(event, generation: generation) }
        let handler = handler
        // Inherits the main actor; the handler itself is nonisolated and runs off it.
        let task = Task { [weak self] in
            await handler(effect, send)
            self?.effects.finished(id)
        }
        let superseded = effects.insert(id, task: task, latestWinsKey: policy.latestWinsKey, scope: scope(of: policy, in: state))
        superseded?.cancel()
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
        _ = apply(event, fromEffect: true)
    }
}

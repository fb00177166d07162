extension MachineStore {
    /// Effect tasks started and not yet returned, including cancelled ones still unwinding.
    public var runningEffectCount: Int { effects.count }

    /// The screen went away: cancels every effect task in flight and drops whatever they send
    /// from now on (counted in `counts.dropped`). The store stays usable: events its owner
    /// sends later are applied and their effects run as usual.
    public func stop() {
        effects.stop()
    }

    /// Returns when no effect task is in flight, including those that effects started by
    /// sending events. Tests use it instead of sleeping.
    public func finish() async {
        while let task = effects.anyTask {
            await task.value
        }
    }

    /// Starts `list` in order; `operations` holds the journal's operation of each durable one
    /// (empty or nil for the others).
    func start(_ list: [Machine.Effect], operations: [DurableOperation?]) {
        for (index, effect) in list.enumerated() { start(effect, operation: index < operations.count ? operations[index] : nil) }
    }

    private func start(_ effect: Machine.Effect, operation: DurableOperation?) {
        let policy = policy(effect)
        let id = effects.nextID()
        let generation = effects.generation
        let send = Send { [weak self] event in self?.receive(event, generation: generation, durable: operation != nil) }
        let handler = handler
        if operation != nil { durable.counts.started += 1 }
        // Inherits the main actor; the handler itself is nonisolated and runs off it.
        let task = Task { [weak self] in
            if let operation {
                await DurableOperation.$current.withValue(operation) { await handler(effect, send) }
                self?.durableEffectEnded(operation, cancelled: Task.isCancelled)
            } else {
                await handler(effect, send)
            }
            self?.effects.finished(id)
        }
        effects.insert(id, task: task, latestWinsKey: policy.latestWinsKey, scope: scope(of: policy))
    }

    private func scope(of policy: EffectPolicy<Machine>) -> ((Machine.State) -> Bool)? {
        switch policy.scope {
        case .anyState: return nil
        case .startingState:
            let started = currentState
            return { $0 == started }
        case .matching(let holds): return holds
        }
    }

    private func receive(_ event: Machine.Event, generation: Int, durable isDurable: Bool) {
        guard generation == effects.generation else {
            counts.dropped += 1
            return
        }
        if isDurable { durableReplyArriving() }
        let outcome = apply(event, fromEffect: true)
        if isDurable && outcome.kind != .transitioned { durable.counts.staleReplies += 1 }
    }
}

extension MachineStore {
    /// An event already applied to the state, whose consequences are still due.
    struct Settlement {
        let record: EventRecord<Machine>
        let changedState: Bool
        /// The `stop()` generation the event was applied in; effects of an older one never start.
        let generation: Int
        /// The journal's operation for each of the outcome's durable effects, by position.
        let operations: [DurableOperation?]
        /// The regions whose chosen row was a `->` row; empty for a machine without regions.
        let regionsLeft: Set<Machine.Region>
    }

    /// Settles `settlement` now, or after the one being settled (and those waiting before it)
    /// when called from inside the settling: from the observer, a policy or a scope predicate.
    func settle(_ settlement: Settlement) {
        guard !isSettling else {
            waitingSettlements.append(settlement)
            return
        }
        isSettling = true
        complete(settlement)
        var next = 0
        while next < waitingSettlements.count {
            let waiting = waitingSettlements[next]
            next += 1
            complete(waiting)
        }
        waitingSettlements.removeAll(keepingCapacity: true)
        isSettling = false
    }

    private func complete(_ settlement: Settlement) {
        let record = settlement.record
        let current = settlement.generation == effects.generation
        // A `->` row leaves its state's scopes (an update in place leaves none); after `stop()`
        // the event's scopes are neither left nor entered, as its effects do not start. A region
        // whose row was not a `->` row keeps its scopes whatever the other regions' rows did.
        let leaves = current && record.outcome.kind == .transitioned && !record.outcome.updatesInPlace
        let entered = leaves ? leaveScopes(for: record.stateAfter, in: .only(settlement.regionsLeft)) : []
        if settlement.changedState { cancelTasks(outsideOf: record.stateAfter) }
        if record.outcome.kind == .transitioned {
            start(record.outcome.effects, in: record.stateAfter, generation: settlement.generation, operations: settlement.operations)
            enter(entered, in: record.stateAfter, generation: settlement.generation)
        }
        observer?(record)
    }

    /// Evaluates the scope predicates outside any access to the bookkeeping, so a predicate
    /// may read the store (`runningEffectCount`) or drive it (`send`, `stop()`).
    private func cancelTasks(outsideOf state: Machine.State) {
        let scoped = effects.scoped
        guard !scoped.isEmpty else { return }
        let leaving = scoped.compactMap { id, holds in holds(state) ? nil : id }.sorted()
        for task in effects.leaveScopes(of: leaving) { task.cancel() }
    }
}

import Foundation

/// What a store with a journal keeps about its durable effects.
struct DurableBookkeeping<Machine: StateMachine> {
    var link: JournalLink<Machine>?
    var counts = DurabilityCounts()
    /// Recorded and not yet completed, oldest first.
    var pending: [DurableOperation] = []
    var lastError: JournalError?

    init(link: JournalLink<Machine>?, reperforming pending: [ReperformedEffect<Machine>]) {
        self.link = link
        self.pending = pending.map(\.operation)
        counts.reperformed = pending.count
    }

    /// `entryEffects` less one durable effect for each equal effect being re-performed, which
    /// is that entry effect's performance from before the restart.
    func withoutReperformed(_ entryEffects: [Machine.Effect], pending: [ReperformedEffect<Machine>]) -> [Machine.Effect] {
        guard let link else { return entryEffects }
        var remaining = entryEffects
        for effect in pending.map(\.effect) where link.isDurable(effect) {
            if let index = remaining.firstIndex(of: effect) { remaining.remove(at: index) }
        }
        return remaining
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension MachineStore where Machine: DurableStateMachine {
    /// Restores the machine from `journal`, or starts it in `state` and `context` when the journal
    /// holds nothing usable (see `MachineJournal.repairs` for what was repaired or moved aside).
    ///
    /// Restoring happens in this order: the saved state and context are set; every durable
    /// effect recorded as started and never completed is performed again, once, with its
    /// original arguments and `DurableOperation` (so the same idempotency key reaches the
    /// server), oldest first; then the restored state's entry effects start, except a durable
    /// one equal to an effect just re-performed, which would otherwise be performed twice;
    /// then its activities start and its timers are armed afresh, with their full durations
    /// (neither is persisted: a timer's remaining time means nothing once the process is gone).
    ///
    /// Throws when the journal cannot be written at all, and when another version of the
    /// machine wrote records that neither decode nor migrate
    /// (``JournalError/recordsFromOtherShapes(path:undecodable:pendingOperations:)``).
    public convenience init(
        journal: MachineJournal<Machine>, state: Machine.State, context: Machine.Context,
        clock: any Clock<Duration> = ContinuousClock(),
        policy: @escaping (Machine.Effect) -> EffectPolicy<Machine> = { _ in .runToCompletion },
        effects: @escaping EffectHandler
    ) throws(JournalError) {
        let contents = try journal.open(state: state, context: context)
        self.init(
            state: contents.state, context: contents.context, clock: clock, policy: policy, effects: effects,
            journal: JournalLink(journal), pending: contents.pending.map { ReperformedEffect(operation: $0.operation, effect: $0.effect) })
    }
}

/// A durable effect found pending in a journal, as the store re-performs it.
struct ReperformedEffect<Machine: StateMachine> {
    let operation: DurableOperation
    let effect: Machine.Effect
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension MachineStore {
    /// Operations of durable effects recorded and not yet completed, oldest first: their
    /// number and, from `createdAt`, their ages are what production should watch.
    public var pendingOperations: [DurableOperation] { durable.pending }

    /// What this store's durable effects did; all zero without a journal.
    public var durability: DurabilityCounts { durable.counts }

    /// The last error writing the journal, if any (counted in `durability.journalFailures`).
    public var journalError: JournalError? { durable.lastError }

    /// Records a transition in the journal before its effects start: the state it reached (nil
    /// when unchanged) and a new operation for each durable effect, in the effects' order.
    func recordTransition(to state: Machine.State?, effects list: [Machine.Effect]) -> [DurableOperation?] {
        guard let link = durable.link else { return [] }
        let operations = list.map { link.isDurable($0) ? DurableOperation(idempotencyKey: link.idempotencyKey($0)) : nil }
        let started = zip(operations, list).compactMap { operation, effect in operation.map { ($0, effect) } }
        guard state != nil || !started.isEmpty else { return operations }
        do { try link.recordTransition(state, started) } catch { noteJournalFailure(error) }
        durable.pending += started.map(\.0)
        return operations
    }

    func recordContext(_ context: Machine.Context) {
        guard let link = durable.link else { return }
        do { try link.recordContext(context) } catch { noteJournalFailure(error) }
    }

    /// A durable effect's task ended. A handler that returned completed its operation; one that
    /// was cancelled leaves it pending in the journal, its outcome unknown to this process.
    func durableEffectEnded(_ operation: DurableOperation, cancelled: Bool) {
        guard !cancelled else {
            durable.counts.unknownOutcomes += 1
            return
        }
        durable.pending.removeAll { $0.id == operation.id }
        durable.counts.completed += 1
        let seconds = Date().timeIntervalSince(operation.createdAt)
        durable.counts.totalSecondsToComplete += seconds
        durable.counts.longestSecondsToComplete = max(durable.counts.longestSecondsToComplete, seconds)
        do { try durable.link?.recordCompletion(operation.id) } catch { noteJournalFailure(error) }
    }

    /// A durable effect's reply is about to be applied: the point where the server has answered
    /// and the app has not yet recorded the answer.
    func durableReplyArriving() {
        durable.link?.pass(.beforeReplyApplied)
    }

    private func noteJournalFailure(_ error: JournalError) {
        durable.counts.journalFailures += 1
        durable.lastError = error
    }
}

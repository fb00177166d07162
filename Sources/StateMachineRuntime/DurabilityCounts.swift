/// What a store's durable effects did, for production metrics: counts and times only, never
/// an effect's arguments. Pending operations and their ages are `MachineStore.pendingOperations`.
public struct DurabilityCounts: Equatable, Hashable, Sendable {
    /// Durable effects recorded and started by this store, re-performed ones included.
    public var started = 0
    /// Durable effects whose handler returned, and were recorded complete.
    public var completed = 0
    /// Operations found pending when the store was restored and performed again, with their
    /// original arguments and idempotency key.
    public var reperformed = 0
    /// Operations this process will not learn the outcome of: cancelled (by `stop()`, a policy,
    /// or the store going away) before their handler returned. They stay in the journal and
    /// are re-performed by the next store restored from it.
    public var unknownOutcomes = 0
    /// Replies from durable effects that changed nothing (rejected, ignored or unhandled):
    /// answers that arrived after the machine moved on, such as the answer to a request
    /// re-performed after a crash that the first performance had already delivered.
    public var staleReplies = 0
    /// Records the journal could not write (a full disk, say). The effect still ran, but a
    /// crash before it completes would lose it; the last error is `MachineStore.journalError`.
    public var journalFailures = 0
    /// Seconds from each completed operation's creation (`DurableOperation.createdAt`, which a
    /// re-performed operation keeps) to its completion, summed: divide by `completed` for the mean.
    public var totalSecondsToComplete = 0.0
    /// The longest of those times: an operation that waited for a relaunch shows here.
    public var longestSecondsToComplete = 0.0

    /// All zero, as for a store without a journal.
    public init() {}
}

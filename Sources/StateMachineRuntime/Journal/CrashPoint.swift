/// A moment inside the persistence code where a process may die, named so that crash tests
/// can stop there on purpose (see `MachineJournal.init(url:specIdentity:schemaVersion:migration:crashPoints:)`).
///
/// Each point is one the journal must survive: a restart reads every record synced before it
/// and re-performs every operation that was recorded but not completed.
public enum CrashPoint: String, CaseIterable, Sendable {
    /// A record is about to be written (appended, or the compacted copy created).
    case beforeWrite
    /// The bytes were written but not yet synced to storage.
    case betweenWriteAndSync
    /// A compacted copy is synced but has not yet replaced the journal.
    case betweenSyncAndRename
    /// A durable effect's reply reached the store but is not yet applied: the server answered,
    /// the app has not recorded the answer.
    case beforeReplyApplied
}

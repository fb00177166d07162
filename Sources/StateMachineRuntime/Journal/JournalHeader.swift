/// The first record of every journal: which layout, which machine, which version of the app's
/// persisted types. A journal whose header differs from the app's is migrated or moved aside.
public struct JournalHeader: Codable, Equatable, Hashable, Sendable {
    /// The record layout this runtime writes.
    public static let currentFormat = 1

    /// The layout of the records (the runtime's version, not the app's).
    public var format: Int
    /// The machine the records belong to; a generated durable machine's `specIdentity`.
    public var specIdentity: String
    /// The app's version of its persisted types; raise it when they change incompatibly and
    /// give the journal a migration from the previous versions.
    public var schemaVersion: Int
    /// The generated machine's ``DurableStateMachine/persistedShapes`` when the journal was
    /// written; `nil` for a hand-written conformance or a journal written before fingerprints.
    public var persistedShapes: String?

    /// The header of a journal written by this runtime for the given spec and schema.
    public init(format: Int = JournalHeader.currentFormat, specIdentity: String, schemaVersion: Int) {
        self.format = format
        self.specIdentity = specIdentity
        self.schemaVersion = schemaVersion
    }

    /// The header of a journal written for the given spec, schema and persisted shapes.
    public init(format: Int = JournalHeader.currentFormat, specIdentity: String, schemaVersion: Int, persistedShapes: String?) {
        self.init(format: format, specIdentity: specIdentity, schemaVersion: schemaVersion)
        self.persistedShapes = persistedShapes
    }
}

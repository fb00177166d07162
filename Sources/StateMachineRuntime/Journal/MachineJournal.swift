import Foundation

/// A machine's state, context and pending durable effects in a file that outlives the process.
///
/// Records are appended, each with its length and a checksum; a durable effect's record is
/// synced before its handler starts. Every 256 records the journal is compacted: a copy holding
/// only what restoring needs is written, synced and renamed over the file, so a crash leaves
/// either the old journal or the new one. `open(state:context:)` drops a torn tail, moves an
/// unusable file aside (never deleting it) and lists what it did in `repairs`.
///
/// A `MachineStore` given a journal does all the recording; apps only open one per machine
/// instance and account (`JournalFolder`). Only one journal has a file open at a time: it holds
/// an advisory lock (`NAME.journal.lock` beside the file) from `open` until `close()` or its
/// end, and a second opener, in the same process or another, gets `JournalError.locked`.
public final class MachineJournal<Machine: DurableStateMachine> {
    /// Converts one record written under `storedSchemaVersion` into the current schema. Records
    /// are JSON objects with a `kind` (see the runtime's documentation on persistence).
    public typealias Migration = (_ storedSchemaVersion: Int, _ record: Data) throws -> Data

    /// Appended records after which the journal rewrites itself from its contents.
    static var compactionThreshold: Int { 256 }

    /// The journal's file.
    public let url: URL
    /// The header this app writes and expects to read.
    public let header: JournalHeader
    /// What the last `open` repaired; empty when the file was intact or new.
    public internal(set) var repairs: [JournalRepair] = []

    let file: JournalFile
    let migration: Migration?
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    var contents: JournalContents<Machine>?
    private var recordsSinceCompaction = 0

    /// A journal kept in the file at `url` (usually `JournalFolder.journalURL(specIdentity:instance:)`);
    /// nothing is read until `open(state:context:)`.
    ///
    /// - Parameters:
    ///   - url: the journal's file; its folder is created when the first record is written.
    ///   - schemaVersion: the app's version of its persisted types (see `JournalHeader`).
    ///   - migration: reads records of an older schema version; without one, such a journal is moved aside.
    ///     It also converts the records that no longer decode because the persisted shapes changed.
    ///   - crashPoints: called at each `CrashPoint` the journal passes; crash tests stop the process there.
    public init(
        url: URL, schemaVersion: Int = 1, migration: Migration? = nil, crashPoints: @escaping (CrashPoint) -> Void = { _ in }
    ) {
        self.url = url
        header = JournalHeader(
            specIdentity: Machine.specIdentity, schemaVersion: schemaVersion,
            persistedShapes: Machine.persistedShapes.isEmpty ? nil : Machine.persistedShapes)
        self.migration = migration
        file = JournalFile(url: url, crashPoints: crashPoints)
    }

    /// The journal of machine instance `instance` in an account's folder.
    public convenience init(
        folder: JournalFolder, instance: String, schemaVersion: Int = 1, migration: Migration? = nil,
        crashPoints: @escaping (CrashPoint) -> Void = { _ in }
    ) {
        self.init(
            url: folder.journalURL(specIdentity: Machine.specIdentity, instance: instance), schemaVersion: schemaVersion,
            migration: migration, crashPoints: crashPoints)
    }

    /// Lets go of the file, so that another journal (a later store, another process) may open
    /// it; records written after this throw `JournalError.notOpen`. Deinitializing does the same.
    public func close() {
        contents = nil
        file.release()
    }

    /// Records the state a transition reached and the durable effects it started, and syncs
    /// them when it started any: once this returns, a crash cannot lose those operations.
    func record(state: Machine.State?, started: [PendingEffect<Machine>]) throws(JournalError) {
        try append((state.map { [.state($0)] } ?? []) + started.map { .started($0) }, sync: !started.isEmpty)
    }

    func record(context: Machine.Context) throws(JournalError) {
        guard Machine.persistsContext else { return }
        try append([.context(context)], sync: false)
    }

    /// The operation's handler returned. Not synced: losing this record costs one re-performed
    /// request, which the idempotency key makes harmless.
    func recordCompletion(of id: UUID) throws(JournalError) {
        try append([.completed(id)], sync: false)
    }

    private func append(_ entries: [JournalEntry<Machine>], sync: Bool) throws(JournalError) {
        guard !entries.isEmpty else { return }
        guard var contents else { throw .notOpen(path: url.path) }
        var bytes = Data()
        for entry in entries {
            bytes.append(JournalFrames.frame(try encode(entry)))
            contents.apply(entry)
        }
        self.contents = contents
        try file.append(bytes, sync: sync)
        recordsSinceCompaction += entries.count
        if recordsSinceCompaction >= Self.compactionThreshold { try compact() }
    }

    /// Rewrites the journal as its header and the records that rebuild its contents, atomically.
    func compact() throws(JournalError) {
        guard let contents else { return }
        var bytes = JournalFrames.magic
        bytes.append(JournalFrames.frame(try encode(header)))
        for entry in contents.entries { bytes.append(JournalFrames.frame(try encode(entry))) }
        try file.replace(with: bytes)
        recordsSinceCompaction = 0
    }

    func encode(_ value: some Encodable) throws(JournalError) -> Data {
        do { return try encoder.encode(value) } catch { throw .unencodable(path: url.path, reason: "\(error)") }
    }
}

import Foundation

/// What opening a journal had to do besides reading it; an app reports these (they carry paths
/// and causes, never records' contents).
public enum JournalRepair: Equatable, Sendable, CustomStringConvertible {
    /// Bytes after the last intact record were dropped: a write cut short by a crash. When the
    /// damage was followed by more data (corruption rather than a torn write), the file was
    /// first copied to `copy`.
    case droppedTail(bytes: Int, copy: URL?)
    /// The file could not be used and was renamed to `to` (never deleted); the journal started
    /// again from the state the app gave.
    case movedAside(to: URL, error: JournalError)
    /// The file's header record was damaged, so the file was renamed to `movedTo` (never
    /// deleted or written over) and a new journal was started from the `records` intact records
    /// found behind the header, read as this machine's current schema.
    case salvaged(records: Int, movedTo: URL)
    /// The records were written in an older schema version and converted by the app's migration.
    case migrated(fromSchemaVersion: Int)
    /// The restored state held these regions, which this version of the machine no longer has
    /// (an update removed them, merging their states into another region): their states, and
    /// the timers and activities those states ran, were dropped; the other regions were restored.
    case droppedRegions([String])

    public var description: String {
        switch self {
        case .droppedTail(let bytes, let copy):
            "dropped a torn or corrupt tail of \(bytes) bytes" + (copy.map { "; the damaged file was copied to \($0.path)" } ?? "")
        case .movedAside(let url, let error):
            "\(error); moved it to \(url.path) and started from the app's state"
        case .salvaged(let records, let url):
            "its header record was damaged; moved it to \(url.path) and kept the \(records) intact records behind it"
        case .migrated(let version):
            "migrated records from schema version \(version)"
        case .droppedRegions(let names):
            "dropped the restored state of region" + (names.count == 1 ? " " : "s ") + names.map { "'\($0)'" }.joined(separator: ", ")
                + ", which this version of the machine does not have"
        }
    }
}

/// What a journal holds for its machine once opened: the state and context to restore, and the
/// durable effects recorded as started and never completed, oldest first.
public struct JournalContents<Machine: DurableStateMachine>: Sendable {
    /// The state to restore the machine into.
    public var state: Machine.State
    /// The context to restore with the state.
    public var context: Machine.Context
    /// Durable effects started and never completed, oldest first: re-perform them.
    public var pending: [PendingEffect<Machine>]
    /// Whether the values came from disk rather than from the app.
    public var isRestored: Bool

    mutating func apply(_ entry: JournalEntry<Machine>) {
        switch entry {
        case .state(let state): self.state = state
        case .context(let context): self.context = context
        case .started(let effect): pending.append(effect)
        case .completed(let id): pending.removeAll { $0.operation.id == id }
        }
    }

    /// The records that rebuild these contents from nothing, for a compacted journal.
    var entries: [JournalEntry<Machine>] {
        [.state(state)] + (Machine.persistsContext ? [.context(context)] : []) + pending.map { .started($0) }
    }
}

/// Why a journal could not be read or written. Its description names the file and the cause,
/// never a record's contents.
public enum JournalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read, or does not start like a journal.
    case unreadable(path: String, reason: String)
    /// The journal was written for another machine, by a newer app, or in a schema version that
    /// the app's migration did not convert.
    case unknownSchema(path: String, found: JournalHeader, expected: JournalHeader)
    /// A record passed its checksum but does not decode as this machine's types.
    case undecodableRecord(path: String, index: Int, reason: String)
    /// The journal was written under other persisted shapes (another version of the spec) and
    /// `undecodable` of its records do not decode, even through the app's migration. The file
    /// is left as it is: `pendingOperations` operations it records may never have been
    /// performed, so the app decides (ship a migration, or move the file aside knowingly).
    case recordsFromOtherShapes(path: String, undecodable: Int, pendingOperations: Int)
    /// A value of the machine's did not encode (a non-finite number, say).
    case unencodable(path: String, reason: String)
    /// A system call failed (`code` is the `errno` value).
    case system(operation: String, path: String, code: Int32)
    /// Another `MachineJournal` holds the file open, in this process or another: two writers
    /// would each compact away the other's records, so only the first may open it.
    case locked(path: String)
    /// A record was written to a journal that is not open: before `open(state:context:)` or
    /// after `close()`.
    case notOpen(path: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "journal \(path) is unreadable: \(reason)"
        case .unknownSchema(let path, let found, let expected):
            "journal \(path) holds \(found.specIdentity) schema \(found.schemaVersion) (format \(found.format)); "
                + "this app reads \(expected.specIdentity) schema \(expected.schemaVersion) (format \(expected.format))"
        case .undecodableRecord(let path, let index, let reason):
            "journal \(path): record \(index) does not decode: \(reason)"
        case .recordsFromOtherShapes(let path, let undecodable, let pending):
            "journal \(path) was written by another version of the machine: \(undecodable) records do not decode "
                + "and \(pending) pending operations are recorded; add a migration for them"
        case .unencodable(let path, let reason):
            "journal \(path): a value does not encode: \(reason)"
        case .system(let operation, let path, let code):
            "journal \(path): \(operation) failed (errno \(code))"
        case .locked(let path):
            "journal \(path) is already open in another store or process"
        case .notOpen(let path):
            "journal \(path) is not open"
        }
    }
}

import Foundation

/// A durable operation that a journal file records as started and not completed, read from its
/// record's JSON alone, so that it reads even when its effect no longer decodes as the app's
/// type (a version of the app renamed the effect or one of its labels).
public struct StoredOperation: Equatable, Sendable {
    /// The operation as recorded: its ID, its idempotency key and when it was created.
    public let operation: DurableOperation
    /// The effect's case as written (`save`); nil when the record does not say.
    public let effectCase: String?
    /// The effect's JSON as written (`{"save":{"operationID":…,"desired":true}}`), to migrate
    /// or to perform by hand.
    public let effect: Data

    /// The operations the journal file at `url` records as pending, oldest first; empty when
    /// there is no file or nothing in it reads as a journal. Reads without taking the journal's
    /// lock and changes nothing: a torn tail is skipped, not cut.
    public static func pending(inJournalAt url: URL) -> [StoredOperation] {
        guard let bytes = try? Data(contentsOf: url), bytes.starts(with: JournalFrames.magic) else { return [] }
        return pending(in: JournalFrames.scan(bytes).payloads.dropFirst())
    }

    /// The operations `records` start and do not complete, in the order they were started.
    static func pending(in records: ArraySlice<Data>) -> [StoredOperation] {
        var pending: [StoredOperation] = []
        for record in records {
            guard let object = try? JSONSerialization.jsonObject(with: record) as? [String: Any] else { continue }
            switch object["kind"] as? String {
            case "started":
                if let operation = storedOperation(object) { pending.append(operation) }
            case "completed":
                if let id = (object["id"] as? String).flatMap(UUID.init(uuidString:)) { pending.removeAll { $0.operation.id == id } }
            default: continue
            }
        }
        return pending
    }

    private static func storedOperation(_ record: [String: Any]) -> StoredOperation? {
        guard let operationObject = record["operation"],
            let operationData = try? JSONSerialization.data(withJSONObject: operationObject),
            let operation = try? JSONDecoder().decode(DurableOperation.self, from: operationData)
        else { return nil }
        let effectObject = record["effect"]
        let effect = effectObject.flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.fragmentsAllowed, .sortedKeys]) }
        let effectCase = (effectObject as? [String: Any]).flatMap { $0.count == 1 ? $0.keys.first : nil } ?? (effectObject as? String)
        return StoredOperation(operation: operation, effectCase: effectCase, effect: effect ?? Data())
    }
}

extension JournalError {
    /// The file the error is about.
    var path: String {
        switch self {
        case .unreadable(let path, _), .unknownSchema(let path, _, _), .undecodableRecord(let path, _, _),
            .recordsFromOtherShapes(let path, _, _), .unencodable(let path, _), .system(_, let path, _), .locked(let path),
            .notOpen(let path):
            path
        }
    }
}

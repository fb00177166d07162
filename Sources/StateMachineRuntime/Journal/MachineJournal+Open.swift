import Foundation

extension MachineJournal {
    /// Reads the journal, repairing what a crash or a foreign file left, and returns what to
    /// restore; with no usable journal, creates one holding `state` and `context`.
    ///
    /// Throws when another journal holds the file open (`JournalError.locked`), in this process
    /// or another; when the journal cannot be written at all (no permission, no space); and
    /// ``JournalError/recordsFromOtherShapes(path:undecodable:pendingOperations:)`` when another
    /// version of the machine wrote records that do not decode (the file is kept). Every other
    /// problem with what was on disk is repaired and listed in `repairs` instead.
    public func open(state: Machine.State, context: Machine.Context) throws(JournalError) -> JournalContents<Machine> {
        repairs = []
        try file.lock()
        let fresh = JournalContents<Machine>(state: state, context: context, pending: [], isRestored: false)
        do {
            if let restored = try read(into: fresh) {
                contents = restored
                return restored
            }
        } catch let error where error.isAboutTheContents {
            repairs.append(.movedAside(to: try file.moveAside(error.asideSuffix), error: error))
        }
        contents = fresh
        try compact()
        return fresh
    }

    /// The journal's contents, or nil when there is nothing to restore (no file, or a file cut
    /// short before its header was complete). Throws the reason a file cannot be used.
    private func read(into fresh: JournalContents<Machine>) throws(JournalError) -> JournalContents<Machine>? {
        guard let bytes = try file.read(), !bytes.isEmpty else { return nil }
        guard bytes.starts(with: JournalFrames.magic) else {
            guard JournalFrames.magic.starts(with: bytes) else {
                throw .unreadable(path: url.path, reason: "it does not start like a journal")
            }
            repairs.append(.droppedTail(bytes: bytes.count, copy: nil))
            return nil
        }
        let scan = JournalFrames.scan(bytes)
        // A crash cuts short the one record being appended; a tail longer than any record the
        // file holds (or, without one, than this journal's header) is damage, and kept aside.
        let longestRecord = max(scan.payloads.map(\.count).max() ?? 0, (try? encode(header).count) ?? 0)
        let tailIsDamage = scan.damageBeforeEnd || scan.droppedBytes > JournalFrames.frameHeaderSize + longestRecord
        guard let headerPayload = scan.payloads.first else {
            if tailIsDamage { return try salvage(scan.salvaged, into: fresh) }
            if scan.droppedBytes > 0 { repairs.append(.droppedTail(bytes: scan.droppedBytes, copy: nil)) }
            return nil
        }
        let stored = try decodeHeader(headerPayload)
        let otherShapes = stored.persistedShapes != nil && stored.persistedShapes != header.persistedShapes
        let entries = try decodeEntries(scan.payloads.dropFirst(), storedVersion: stored.schemaVersion, otherShapes: otherShapes)
        if scan.droppedBytes > 0 {
            let copy = tailIsDamage ? try file.copyAside("corrupt", bytes: bytes) : nil
            try file.truncate(to: scan.intactLength)
            repairs.append(.droppedTail(bytes: scan.droppedBytes, copy: copy))
        }
        var restored = fresh
        restored.isRestored = true
        for entry in entries { restored.apply(entry) }
        if stored.schemaVersion != header.schemaVersion || otherShapes {
            if stored.schemaVersion != header.schemaVersion { repairs.append(.migrated(fromSchemaVersion: stored.schemaVersion)) }
            contents = restored
            try compact()
        }
        return restored
    }

    private func decodeHeader(_ payload: Data) throws(JournalError) -> JournalHeader {
        let stored: JournalHeader
        do { stored = try decoder.decode(JournalHeader.self, from: payload) } catch {
            throw .unreadable(path: url.path, reason: "its header does not decode")
        }
        let readable =
            stored.format == header.format && stored.specIdentity == header.specIdentity
            && (stored.schemaVersion == header.schemaVersion || (stored.schemaVersion < header.schemaVersion && migration != nil))
        guard readable else { throw .unknownSchema(path: url.path, found: stored, expected: header) }
        return stored
    }

    private func decodeEntries(_ payloads: ArraySlice<Data>, storedVersion: Int, otherShapes: Bool) throws(JournalError)
        -> [JournalEntry<Machine>]
    {
        if otherShapes { return try decodeEntriesOfOtherShapes(payloads, storedVersion: storedVersion) }
        var entries: [JournalEntry<Machine>] = []
        for (index, payload) in payloads.enumerated() {
            do {
                let current =
                    try migration.map { try storedVersion == header.schemaVersion ? payload : $0(storedVersion, payload) } ?? payload
                entries.append(try decoder.decode(JournalEntry<Machine>.self, from: current))
            } catch {
                throw .undecodableRecord(path: url.path, index: index + 1, reason: Self.reasonWithoutValues(error))
            }
        }
        return entries
    }
}

extension MachineJournal {
    /// Where decoding failed, without the value found there: a record's contents never reach a log.
    fileprivate static func reasonWithoutValues(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "the migration failed (\(type(of: error)))" }
        let path: [any CodingKey]
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): path = context.codingPath
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        @unknown default: path = []
        }
        return "no valid value at \"" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "\""
    }
}

extension JournalError {
    /// Whether the error is about what the file holds, which moving it aside resolves, rather
    /// than about writing it (a full disk), which moving it aside would not.
    fileprivate var isAboutTheContents: Bool {
        switch self {
        case .unreadable, .unknownSchema, .undecodableRecord, .unencodable: true
        case .system, .locked, .notOpen, .recordsFromOtherShapes: false
        }
    }

    /// The name a file moved aside for this reason gets after the journal's own name.
    fileprivate var asideSuffix: String {
        switch self {
        case .unknownSchema: "unknown-schema"
        case .undecodableRecord: "undecodable"
        case .unreadable, .unencodable, .system, .locked, .notOpen, .recordsFromOtherShapes: "unreadable"
        }
    }
}

import Foundation

// A journal written by another version of the machine's spec (its header's `persistedShapes`
// differs): records that still decode are used as they are, the others go through the app's
// migration, and when some still do not decode, opening fails with what it could not read and
// how many operations the file records as pending, rather than starting afresh without them.

extension MachineJournal {
    func decodeEntriesOfOtherShapes(_ payloads: ArraySlice<Data>, storedVersion: Int) throws(JournalError) -> [JournalEntry<Machine>] {
        var entries: [JournalEntry<Machine>] = []
        var undecodable = 0
        var lastState: (record: Data, state: Machine.State)?
        for payload in payloads {
            if let entry = try? decoder.decode(JournalEntry<Machine>.self, from: payload) {
                entries.append(entry)
                if case .state(let state) = entry { lastState = (payload, state) }
            } else if let migration, let converted = try? migration(storedVersion, payload),
                let entry = try? decoder.decode(JournalEntry<Machine>.self, from: converted)
            {
                entries.append(entry)
                if case .state(let state) = entry { lastState = (converted, state) }
            } else {
                undecodable += 1
            }
        }
        guard undecodable == 0 else {
            throw .recordsFromOtherShapes(
                path: url.path, undecodable: undecodable, pendingOperations: StoredOperation.pending(in: payloads).count)
        }
        if let lastState, case let dropped = droppedRegions(record: lastState.record, decoded: lastState.state), !dropped.isEmpty {
            repairs.append(.droppedRegions(dropped))
        }
        return entries
    }

    /// The regions whose state the record holds and the decoded state has no place for: a
    /// machine's `State` with regions is keyed by region, and decoding skips a key it does not
    /// know, so a region removed by an update would vanish without a word. A state without
    /// regions is one case, whose key always survives decoding.
    private func droppedRegions(record: Data, decoded: Machine.State) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: record) as? [String: Any],
            let stored = object["state"] as? [String: Any], let reencoded = try? encoder.encode(decoded),
            let kept = try? JSONSerialization.jsonObject(with: reencoded) as? [String: Any]
        else { return [] }
        return stored.keys.filter { kept[$0] == nil }.sorted()
    }
}

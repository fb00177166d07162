import Foundation

// A journal written by another version of the machine's spec (its header's `persistedShapes`
// differs): records that still decode are used as they are, the others go through the app's
// migration, and when some still do not decode, opening fails with what it could not read and
// how many operations the file records as pending, rather than starting afresh without them.

extension MachineJournal {
    func decodeEntriesOfOtherShapes(_ payloads: ArraySlice<Data>, storedVersion: Int) throws(JournalError) -> [JournalEntry<Machine>] {
        var entries: [JournalEntry<Machine>] = []
        var undecodable = 0
        for payload in payloads {
            if let entry = try? decoder.decode(JournalEntry<Machine>.self, from: payload) {
                entries.append(entry)
            } else if let migration, let converted = try? migration(storedVersion, payload),
                let entry = try? decoder.decode(JournalEntry<Machine>.self, from: converted)
            {
                entries.append(entry)
            } else {
                undecodable += 1
            }
        }
        guard undecodable == 0 else {
            throw .recordsFromOtherShapes(
                path: url.path, undecodable: undecodable, pendingOperations: StoredOperation.pending(in: payloads).count)
        }
        return entries
    }
}

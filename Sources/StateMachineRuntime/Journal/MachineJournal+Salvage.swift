import Foundation

extension MachineJournal {
    /// The header record is damaged and intact records follow it: a bit flipped where the
    /// machine and schema are named. The file is never written over: it is moved aside, and a
    /// new journal starts from the records found behind the header, if every one of them reads
    /// as this machine's current schema (without the header, nothing says which schema wrote
    /// them, so one that does not read makes none trusted).
    func salvage(_ payloads: [Data], into fresh: JournalContents<Machine>) throws(JournalError) -> JournalContents<Machine> {
        let entries = payloads.map { try? decoder.decode(JournalEntry<Machine>.self, from: $0) }
        let readable = entries.allSatisfy { $0 != nil } ? entries.compactMap { $0 } : []
        var restored = fresh
        for entry in readable { restored.apply(entry) }
        restored.isRestored = !readable.isEmpty
        let aside = try file.moveAside("damaged-header")
        contents = restored
        do { try compact() } catch {
            file.moveBack(from: aside)
            throw error
        }
        repairs.append(.salvaged(records: readable.count, movedTo: aside))
        return restored
    }
}

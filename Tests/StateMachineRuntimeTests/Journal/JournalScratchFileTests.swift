import Foundation
import Testing

@testable import StateMachineRuntime

/// The compacted copy is written to a name beside the journal; whatever is found there already
/// is removed, never followed or written through.
@Suite struct JournalScratchFileTests {
    let owner = Ledger.Context(owner: "ana")

    @Test func aCompactingNameThatIsALinkIsReplacedNotFollowed() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let target = folder.file("elsewhere.txt")
        try Data("not a journal".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: folder.file("ledger.journal.compacting"), withDestinationURL: target)
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        try journal.record(state: .saved(note: "a"), started: [])
        journal.close()
        #expect(try Data(contentsOf: target) == Data("not a journal".utf8))
        let kind = try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
        #expect(kind == .typeRegular, "the journal is a file of its own, not the link")
        #expect(!FileManager.default.fileExists(atPath: folder.file("ledger.journal.compacting").path))
        #expect(try MachineJournal<Ledger>(url: url).open(state: .idle, context: owner).state == .saved(note: "a"))
    }
}

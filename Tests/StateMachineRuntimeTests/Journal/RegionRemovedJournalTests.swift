import Foundation
import Testing

@testable import StateMachineRuntime

/// A journal written before an update that removed a region: the restored state has no place
/// for that region's state (nor for its timers and activities), so opening it says so in
/// `repairs` rather than dropping it without a word.
@Suite struct RegionRemovedJournalTests {
    @Test func openingAfterARegionWasRemovedListsTheDroppedRegion() throws {
        let folder = try ScratchFolder()
        let url = folder.file("player.journal")
        let first = MachineJournal<PlayerWithOverlay>(url: url)
        _ = try first.open(state: .init(playback: .stopped, overlay: .hidden), context: ())
        try first.record(state: .init(playback: .playing, overlay: .shown), started: [])
        first.close()

        let second = MachineJournal<PlayerMerged>(url: url)
        let restored = try second.open(state: .init(playback: .stopped), context: ())
        #expect(restored.isRestored)
        #expect(restored.state == .init(playback: .playing))
        #expect(second.repairs == [.droppedRegions(["overlay"])])
        #expect(
            second.repairs.map(\.description) == [
                "dropped the restored state of region 'overlay', which this version of the machine does not have"
            ])
        second.close()

        // The journal was rewritten under the new shapes: opening it again repairs nothing.
        let third = MachineJournal<PlayerMerged>(url: url)
        _ = try third.open(state: .init(playback: .stopped), context: ())
        #expect(third.repairs == [])
    }

    @Test func aJournalOfTheSameShapesRepairsNothing() throws {
        let folder = try ScratchFolder()
        let url = folder.file("player.journal")
        let first = MachineJournal<PlayerWithOverlay>(url: url)
        _ = try first.open(state: .init(playback: .stopped, overlay: .hidden), context: ())
        try first.record(state: .init(playback: .playing, overlay: .shown), started: [])
        first.close()
        let again = MachineJournal<PlayerWithOverlay>(url: url)
        #expect(try again.open(state: .init(playback: .stopped, overlay: .hidden), context: ()).state.overlay == .shown)
        #expect(again.repairs == [])
    }
}

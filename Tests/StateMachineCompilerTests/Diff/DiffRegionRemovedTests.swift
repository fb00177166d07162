import StateMachineCompiler
import Testing

/// An update that removes a region, merging its states into another: old records hold the
/// removed region's state under a key the new `State` does not have, so decoding them drops it
/// (with its timers). That is a persisted-data change, so `--fail-on-persisted-change` fails.
/// Expected reports are written by hand.
@Suite struct DiffRegionRemovedTests {
    static let player = """
        machine Player

        initial stopped, hidden, loud

        state stopped
        state playing
        state hidden
        state shown
        state loud
        state soft

        region playback = stopped, playing
        region overlay = hidden, shown
        region volume = loud, soft

        event play
        event tap

        effect log(message: String) durable

        stopped on play -> playing / log("play")
        hidden on tap   -> shown
        shown after 5s  -> hidden
        loud on tap     -> soft

        """

    /// `overlay`'s states merged into `playback`.
    static let merged = player.replacingOccurrences(
        of: "region playback = stopped, playing\nregion overlay = hidden, shown\n",
        with: "region playback = stopped, playing, hidden, shown\n"
    ).replacingOccurrences(of: "initial stopped, hidden, loud", with: "initial stopped, loud")

    func diff(_ old: String, _ new: String, codable: Bool) throws -> MachineDiff {
        let oldResult = Pipeline.check(SourceFile(path: "old.sm", text: old), indexingSymbols: false)
        let newResult = Pipeline.check(SourceFile(path: "new.sm", text: new), indexingSymbols: false)
        #expect(newResult.diagnostics.filter { $0.severity == .error }.isEmpty)
        return try #require(MachineDiff.compare(old: oldResult, new: newResult, codable: codable))
    }

    @Test(arguments: [false, true])
    func aRegionRemovedByMergingItsStatesIsAPersistedDataChange(codable: Bool) throws {
        let changes = try diff(Self.player, Self.merged, codable: codable).persistedDataChanges.map(\.summary)
        #expect(changes == ["region `overlay = hidden, shown` removed"])
    }

    @Test func aMachineWithTheSameRegionsHasNoPersistedDataChange() throws {
        let rowRemoved = Self.player.replacingOccurrences(of: "hidden on tap   -> shown\n", with: "")
        #expect(try diff(Self.player, rowRemoved, codable: false).persistedDataChanges.isEmpty)
    }
}

import StateMachineCompiler
import Testing

/// A durable machine with regions persists each state under its region's key, so the
/// journal's shapes (and the `persistedShapes` fingerprint its header records) name the
/// region: a journal written before a state moved to another region is refused on opening
/// rather than decoded into the wrong region. Expected text is written by hand.
@Suite struct RegionPersistedShapesTests {
    static let player = """
        machine Player
        region playback = stopped, playing
        region overlay = hidden, shown
        state stopped
        state playing
        state hidden
        state shown
        initial stopped, hidden
        event play
        event toggle
        effect log(message: String) durable
        stopped on play -> playing / log("play")
        hidden on toggle -> shown
        shown on toggle -> hidden

        """

    func shapes(_ text: String) throws -> PersistedShapes {
        let machine = try #require(Pipeline.check(SourceFile(path: "player.sm", text: text), indexingSymbols: false).machine)
        return PersistedShapes.journal(of: machine)
    }

    @Test func aStateIsPersistedUnderItsRegion() throws {
        #expect(
            try shapes(Self.player).canonicalText == """
                effect log(message: String)
                state overlay.hidden
                state playback.playing
                state overlay.shown
                state playback.stopped
                """)
    }

    @Test func aStateMovedToAnotherRegionChangesTheFingerprint() throws {
        let moved = Self.player
            .replacingOccurrences(of: "region playback = stopped, playing", with: "region playback = stopped, playing, shown")
            .replacingOccurrences(of: "region overlay = hidden, shown", with: "region overlay = hidden")
            .replacingOccurrences(of: "hidden on toggle -> shown\nshown on toggle -> hidden\n", with: "")
        #expect(try shapes(moved).fingerprint != shapes(Self.player).fingerprint)
    }

    @Test func reorderedRegionsKeepTheFingerprint() throws {
        let reordered = Self.player
            .replacingOccurrences(
                of: "region playback = stopped, playing\nregion overlay = hidden, shown",
                with: "region overlay = hidden, shown\nregion playback = stopped, playing"
            )
            .replacingOccurrences(of: "initial stopped, hidden", with: "initial hidden, stopped")
        #expect(try shapes(reordered).fingerprint == shapes(Self.player).fingerprint)
    }
}

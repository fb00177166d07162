import StateMachineCompiler
import Testing

/// `diff` of machines with regions: each behaviour change is named by the region its state is
/// in, and a region's rows are run with the other regions in their initial states (and, for an
/// `in(...)` guard, in the state it names); regions added, removed, changed or appearing in a
/// machine without them are API changes, and persisted-data changes where old records no longer
/// decode. Expected reports are written by hand.
@Suite struct DiffRegionTests {
    static let screen = """
        machine Screen

        initial idle, quiet

        state idle
        state loading(id: Int)
        state shown
        state quiet
        state refreshing
        state failed

        region content = idle, loading, shown
        region refresh = quiet, refreshing, failed

        event open(id: Int)
        event loaded(id: Int)
        event pull
        event refreshFailed
        event close

        effect fetch(id: Int)
        effect showBanner

        idle on open(id)            -> loading(id) / fetch(id)
        loading(id) on loaded(id)   -> shown
        quiet on pull [in(shown)]   -> refreshing
        refreshing on refreshFailed -> failed / showBanner
        failed after 4s             -> quiet
        content on close            -> idle
        refresh on close            -> quiet

        """

    static let player = """
        machine Player

        initial stopped, hidden

        state stopped
        state playing
        state hidden
        state shown
        state muted

        region playback = stopped, playing, muted
        region overlay = hidden, shown

        event play
        event stop
        event tap
        event mute

        stopped on play -> playing
        playing on stop -> stopped
        hidden on tap   -> shown
        shown on tap    -> hidden
        playing on mute -> muted
        muted on mute   -> playing

        """

    func report(_ old: String, _ edits: [(String, String)]) throws -> String {
        try DiffSupport.report(old, try DiffSupport.edited(old, edits))
    }

    func behaviour(_ lines: String) -> String {
        "## `new.sm`\n\n### Behaviour changes\n\n" + lines + "\n"
    }

    func codableDiff(_ old: String, _ new: String) throws -> MachineDiff {
        let oldResult = Pipeline.check(SourceFile(path: "old.sm", text: old), indexingSymbols: false)
        let newResult = Pipeline.check(SourceFile(path: "new.sm", text: new), indexingSymbols: false)
        return try #require(MachineDiff.compare(old: oldResult, new: newResult, codable: true))
    }

    @Test func aRowChangedInOneRegionIsReportedInThatRegionAlone() throws {
        let report = try report(
            Self.screen, [("-> failed / showBanner", "-> failed / showBanner, fetch(0)")])
        #expect(
            report
                == behaviour(
                    "- in region `refresh`: `refreshing × refreshFailed`: `→ failed / showBanner` became `→ failed / showBanner, fetch(0)`"
                ))
    }

    @Test func theJSONNamesTheRegionAfterTheKind() throws {
        let new = try DiffSupport.edited(Self.screen, [("-> failed / showBanner", "-> failed / showBanner, fetch(0)")])
        let json = DiffJSON.render(try DiffSupport.diff(Self.screen, new), title: "new.sm")
        #expect(
            json.contains(
                "{\"kind\": \"cell\", \"region\": \"refresh\", \"state\": \"refreshing\", \"event\": \"refreshFailed\", "
                    + "\"variants\": [{\"before\": \"→ failed / showBanner\", \"after\": \"→ failed / showBanner, fetch(0)\"}]}"))
    }

    @Test func aTimerChangedInOneRegionNamesItsRegion() throws {
        let report = try report(Self.screen, [("failed after 4s", "failed after 8s")])
        #expect(
            report
                == behaviour("- in region `refresh`: in `failed`, a timer: `failed after 4s -> quiet` became `failed after 8s -> quiet`"))
    }

    /// The timer's guard fails with `content` in its initial state, on both sides; with
    /// `content` in `shown`, its firing changed.
    @Test func aTimerReadingAnotherRegionIsFiredWithThatRegionInTheStateItNames() throws {
        let old = try DiffSupport.edited(Self.screen, [("failed after 4s ", "failed after 4s [in(shown)]")])
        let report = try report(old, [("-> quiet\ncontent", "-> quiet / showBanner\ncontent")])
        #expect(
            report
                == behaviour(
                    "- in region `refresh`: in `failed`, after 4s: `→ quiet` became `→ quiet / showBanner` (for `failed while content is shown`)"
                ))
    }

    @Test func oneRegionsInitialStateChangedIsThatRegionsStart() throws {
        let report = try report(Self.screen, [("initial idle, quiet", "initial idle, failed")])
        #expect(report == behaviour("- in region `refresh`: starts in `failed`, was `quiet`"))
    }

    /// The cell is run with `content` in its initial state (the guard fails on both sides), in
    /// `loading` (the new guard's state) and in `shown` (the old guard's).
    @Test func anInGuardReadingAnotherStateIsRunWithTheOtherRegionInEach() throws {
        let report = try report(Self.screen, [("[in(shown)]", "[in(loading)]")])
        #expect(
            report
                == behaviour(
                    """
                    - in region `refresh`: `quiet × pull`:
                      - `rejected (no row's conditions hold)` became `→ refreshing` (for `quiet on pull while content is loading(id: 1)`)
                      - `→ refreshing` became `rejected (no row's conditions hold)` (for `quiet on pull while content is shown`)
                    """))
    }

    /// `content` stands in its initial state, `idle`, so the guard holds on both sides.
    @Test func anInGuardOnTheOtherRegionsInitialStateHolds() throws {
        let old = try DiffSupport.edited(Self.screen, [("[in(shown)]", "[in(idle)] ")])
        let report = try report(old, [("-> refreshing\n", "-> refreshing / showBanner\n")])
        #expect(report == behaviour("- in region `refresh`: `quiet × pull`: `→ refreshing` became `→ refreshing / showBanner`"))
    }

    @Test func aStateMovedToAnotherRegionChangesBothRegionsAndItsCells() throws {
        let edits = [
            ("region playback = stopped, playing, muted", "region playback = stopped, playing"),
            ("region overlay = hidden, shown", "region overlay = hidden, shown, muted"),
            ("playing on mute -> muted", "shown on mute   -> muted"), ("muted on mute   -> playing", "muted on mute   -> shown"),
        ]
        let report = try report(Self.player, edits)
        #expect(
            report.hasPrefix(
                """
                ## `new.sm`

                ### API changes

                - region `playback = stopped, playing, muted` became `playback = stopped, playing`
                - region `overlay = hidden, shown` became `overlay = hidden, shown, muted`

                ### Behaviour changes

                - in region `playback`: `playing × mute`: `→ muted` became `unhandled (no row for this event)`
                - in region `overlay`: `shown × mute`: `unhandled (no row for this event)` became `→ muted`
                - in region `overlay`: `muted × mute`: `→ playing` became `→ shown`

                """))
        let persisted = try codableDiff(Self.player, try DiffSupport.edited(Self.player, edits)).persistedDataChanges.map(\.summary)
        #expect(persisted == ["region `playback = stopped, playing, muted` became `playback = stopped, playing`"])
    }

    @Test func aRegionAddedToACodableMachineChangesThePersistedShape() throws {
        let new = try DiffSupport.edited(
            Self.player,
            [
                ("initial stopped, hidden", "initial stopped, hidden, loud"), ("state muted\n", "state muted\nstate loud\nstate soft\n"),
                ("region overlay = hidden, shown\n", "region overlay = hidden, shown\nregion volume = loud, soft\n"),
                ("muted on mute   -> playing\n", "muted on mute   -> playing\nloud on tap     -> soft\nsoft on tap     -> loud\n"),
            ])
        let diff = try codableDiff(Self.player, new)
        #expect(
            diff.apiChanges.map(\.summary) == [
                "state `loud` added", "state `soft` added", "region `volume = loud, soft` added",
            ])
        #expect(diff.persistedDataChanges.map(\.summary) == ["region `volume = loud, soft` added"])
        #expect(diff.behaviourChanges.isEmpty)
    }

    static let plainPlayer = """
        machine Player

        initial stopped

        state stopped
        state playing

        event play
        event stop

        stopped on play -> playing
        playing on stop -> stopped

        """

    static let regionPlayer = """
        machine Player

        initial stopped, hidden

        state stopped
        state playing
        state hidden
        state shown

        region playback = stopped, playing
        region overlay = hidden, shown

        event play
        event stop
        event tap

        stopped on play -> playing
        playing on stop -> stopped
        hidden on tap   -> shown
        shown on tap    -> hidden

        """

    @Test func regionsAddedToAMachineWithoutThemMakeStateAStruct() throws {
        #expect(
            try DiffSupport.report(Self.plainPlayer, Self.regionPlayer) == """
                ## `new.sm`

                ### API changes

                - state `hidden` added
                - state `shown` added
                - event `tap` added
                - type `enum Player.State` became `struct Player.State(playback: Playback, overlay: Overlay)`
                - region `playback = stopped, playing` added
                - region `overlay = hidden, shown` added

                ### Behaviour changes

                - starts in `stopped, hidden`, was `stopped`

                """)
        #expect(
            try codableDiff(Self.plainPlayer, Self.regionPlayer).persistedDataChanges.map(\.summary) == [
                "type `enum Player.State` became `struct Player.State(playback: Playback, overlay: Overlay)`"
            ])
    }

    @Test func regionsRemovedMakeStateAnEnumAgain() throws {
        #expect(
            try DiffSupport.report(Self.regionPlayer, Self.plainPlayer) == """
                ## `new.sm`

                ### API changes

                - state `hidden` removed
                - state `shown` removed
                - event `tap` removed
                - type `struct Player.State(playback: Playback, overlay: Overlay)` became `enum Player.State`
                - region `playback = stopped, playing` removed
                - region `overlay = hidden, shown` removed

                ### Behaviour changes

                - starts in `stopped`, was `stopped, hidden`

                """)
    }

    @Test func aRegionRenamedWithTheSameStatesIsOneRename() throws {
        let report = try report(Self.regionPlayer, [("region overlay", "region chrome")])
        #expect(report == "## `new.sm`\n\n### API changes\n\n- region `overlay = hidden, shown` renamed to `chrome = hidden, shown`\n")
    }
}

import StateMachineCompiler
import Testing

/// Rewrites that keep every cell's outcome, next state and effects: no change, empty report.
@Suite struct DiffRewriteTests {
    static let favorite = """
        // Optimistic favorite toggle.
        machine Favorite

        initial idle

        state idle(confirmed: Bool)
        state saving(confirmed: Bool, desired: Bool, operationID: UUID)
        state syncing(confirmed: Bool)

        event toggle(desired: Bool, operationID: UUID)
        event saved(operationID: UUID, value: Bool)
        event rejected(operationID: UUID)
        event outcomeUnknown(operationID: UUID)
        event sessionReplaced(value: Bool)

        effect save(operationID: UUID, desired: Bool)
        effect reload

        idle(c)          on toggle(d, op)        -> saving(c, d, op) / save(op, d)
        saving, syncing  on toggle               ignore
        saving(_, _, op) on saved(op, v)         -> idle(v)
        saving(c, _, op) on rejected(op)         -> idle(c)
        saving(c, _, op) on outcomeUnknown(op)   -> syncing(c) / reload
        *                on sessionReplaced(v)   -> idle(v)

        """

    static let pricing = """
        machine Pricing

        context {
            limit: Int
        }

        initial idle

        state idle
        state loading(revision: Int)
        state waitingLonger(revision: Int)
        state priced(revision: Int)
        state closed final

        event inputsChanged(revision: Int)
        event quoteReceived(revision: Int)
        event screenClosed

        effect fetch(revision: Int)
        effect cancel

        entry loading(revision) / fetch(revision)
        exit loading / cancel

        idle, priced                 on inputsChanged(revision)        -> loading(revision)
        loading, waitingLonger       on inputsChanged(revision)        -> loading(revision)
        loading(r)                   on quoteReceived(r) [r < limit]   -> priced(r)
        loading(r)                   on quoteReceived(r)               -> waitingLonger(r)
        idle, loading, waitingLonger, priced on screenClosed           -> closed

        """

    @Test func aSpecAgainstItselfIsNoChange() throws {
        #expect(try DiffSupport.report(Self.favorite, Self.favorite) == "")
        #expect(try DiffSupport.diff(Self.pricing, Self.pricing).differs == false)
    }

    @Test func reformattedWithOtherCommentsIsNoChange() throws {
        let reformatted = try DiffSupport.edited(
            Self.favorite,
            [
                (
                    "// Optimistic favorite toggle.\n", "// The heart button.\n// Two lines of comment now.\n"
                ),
                (
                    "idle(c)          on toggle(d, op)        -> saving(c, d, op) / save(op, d)",
                    "idle(c) on toggle(d, op)\n    -> saving(c, d, op)   // optimistic\n    / save(op, d)"
                ),
                ("state idle(confirmed: Bool)", "state   idle( confirmed :Bool )"),
            ])
        #expect(try DiffSupport.report(Self.favorite, reformatted) == DiffSupport.textOnly)
    }

    @Test func renamedBindingsAreNoChange() throws {
        let renamed = try DiffSupport.edited(
            Self.favorite,
            [
                (
                    "idle(c)          on toggle(d, op)        -> saving(c, d, op) / save(op, d)",
                    "idle(was) on toggle(wanted, id) -> saving(was, wanted, id) / save(id, wanted)"
                ),
                (
                    "saving(_, _, op) on saved(op, v)         -> idle(v)",
                    "saving(_, _, operation) on saved(operation, value) -> idle(value)"
                ),
            ])
        #expect(try DiffSupport.report(Self.favorite, renamed) == DiffSupport.textOnly)
    }

    @Test func aListRowSplitIntoSingleRowsIsNoChange() throws {
        let split = try DiffSupport.edited(
            Self.favorite,
            [
                (
                    "saving, syncing  on toggle               ignore",
                    "saving on toggle ignore\nsyncing on toggle ignore"
                )
            ])
        #expect(try DiffSupport.report(Self.favorite, split) == DiffSupport.textOnly)
    }

    @Test func aGroupInPlaceOfAListIsNoChangeButANote() throws {
        let grouped = try DiffSupport.edited(
            Self.favorite,
            [
                ("effect reload\n", "effect reload\n\ngroup busy = saving, syncing\n"),
                ("saving, syncing  on toggle               ignore", "busy on toggle ignore"),
            ])
        let diff = try DiffSupport.diff(Self.favorite, grouped)
        #expect(diff.differs == false)
        #expect(
            DiffMarkdown.render(diff, title: "new.sm") == """
                ## `new.sm`

                The text changed; the behaviour and the API did not.

                ### Notes

                - group `busy` added: `State` gains `isBusy`

                """)
    }

    @Test func anAnyStateRowWrittenOutPerStateIsNoChange() throws {
        let written = try DiffSupport.edited(
            Self.favorite,
            [
                (
                    "*                on sessionReplaced(v)   -> idle(v)",
                    "idle, saving, syncing on sessionReplaced(v) -> idle(v)"
                )
            ])
        #expect(try DiffSupport.report(Self.favorite, written) == DiffSupport.textOnly)
    }

    @Test func rowsThatNeverOverlapSwappedAreNoChange() throws {
        let swapped = try DiffSupport.edited(
            Self.favorite,
            [
                (
                    "saving(_, _, op) on saved(op, v)         -> idle(v)\nsaving(c, _, op) on rejected(op)         -> idle(c)",
                    "saving(c, _, op) on rejected(op) -> idle(c)\nsaving(_, _, op) on saved(op, v) -> idle(v)"
                )
            ])
        #expect(try DiffSupport.report(Self.favorite, swapped) == DiffSupport.textOnly)
    }

    @Test func entryExitAndGuardsRewrittenEquivalentlyAreNoChange() throws {
        let rewritten = try DiffSupport.edited(
            Self.pricing,
            [
                ("entry loading(revision) / fetch(revision)", "entry loading(r) / fetch(r)"),
                (
                    "loading(r)                   on quoteReceived(r) [r < limit]   -> priced(r)",
                    "loading(r) on quoteReceived(r) [!(r >= limit)] -> priced(r)"
                ),
                (
                    "idle, loading, waitingLonger, priced on screenClosed           -> closed",
                    "* on screenClosed -> closed"
                ),
            ])
        #expect(try DiffSupport.report(Self.pricing, rewritten) == DiffSupport.textOnly)
    }
}

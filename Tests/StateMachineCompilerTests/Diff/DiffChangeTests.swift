import StateMachineCompiler
import Testing

/// Each kind of change, named in the report as a reviewer needs it: the cell, the
/// declaration or the analysis change. Expected reports are written by hand.
@Suite struct DiffChangeTests {
    static let checkout = """
        machine Checkout

        context {
            hasValidAddress: Bool
        }

        initial draft

        state draft
        state submitting(operationID: UUID)
        state confirmed(orderID: UUID) final
        state rejected(message: String)

        event submitTapped(operationID: UUID)
        event submitAccepted(operationID: UUID, orderID: UUID)
        event submitRejected(operationID: UUID, message: String)

        effect submit(operationID: UUID)

        draft, rejected on submitTapped(op) [hasValidAddress] -> submitting(op) / submit(op)
        submitting      on submitTapped                        ignore
        submitting(op)  on submitAccepted(op, order)           -> confirmed(order)
        submitting(op)  on submitRejected(op, reason)          -> rejected(reason)
        confirmed       on submitAccepted                      ignore

        """

    func report(_ edits: [(String, String)]) throws -> (differs: Bool, report: String) {
        let diff = try DiffSupport.diff(Self.checkout, try DiffSupport.edited(Self.checkout, edits))
        return (diff.differs, DiffMarkdown.render(diff, title: "new.sm"))
    }

    @Test func anEffectAddedToARowNamesTheCellWithoutAWitness() throws {
        let result = try report([
            (
                "effect submit(operationID: UUID)\n",
                "effect submit(operationID: UUID)\neffect track(orderID: UUID)\n"
            ),
            ("-> confirmed(order)", "-> confirmed(order) / track(order)"),
        ])
        #expect(result.differs)
        #expect(
            result.report == """
                ## `new.sm`

                ### API changes

                - effect `track(orderID: UUID)` added

                ### Behaviour changes

                - `submitting × submitAccepted`: `→ confirmed(order)` became `→ confirmed(order) / track(order)`

                """)
    }

    @Test func aDroppedIdentityCheckShowsAWitnessWhereTheIdentitiesDiffer() throws {
        let result = try report([
            (
                "submitting(op)  on submitAccepted(op, order)",
                "submitting      on submitAccepted(_, order)"
            )
        ])
        // The report goes on with the late-result warnings the identity made (Analysis changes).
        #expect(
            result.report.hasPrefix(
                """
                ## `new.sm`

                ### Behaviour changes

                - `submitting × submitAccepted`: `rejected (no row's conditions hold)` became `→ confirmed(order)` \
                (for `submitting(operationID: UUID#1) on submitAccepted(operationID: UUID#2, orderID: UUID#3) with hasValidAddress: true`)

                """))
    }

    @Test func aGuardBoundaryMovedShowsTheInputAtTheBoundary() throws {
        let numbered = try DiffSupport.edited(
            Self.checkout,
            [
                ("hasValidAddress: Bool", "hasValidAddress: Bool\n    attempts: Int"),
                ("[hasValidAddress]", "[attempts < 3]"),
            ])
        let moved = try DiffSupport.edited(numbered, [("[attempts < 3]", "[attempts <= 3]")])
        #expect(
            try DiffSupport.report(numbered, moved) == """
                ## `new.sm`

                ### Behaviour changes

                - `draft × submitTapped`: `rejected (no row's conditions hold)` became `→ submitting(op) / submit(op)` \
                (for `draft on submitTapped(operationID: UUID#1) with hasValidAddress: true, attempts: 3`)
                - `rejected × submitTapped`: `rejected (no row's conditions hold)` became `→ submitting(op) / submit(op)` \
                (for `rejected(message: "sample 1") on submitTapped(operationID: UUID#1) with hasValidAddress: true, attempts: 3`)

                """)
    }

    @Test func anotherTargetAndAnIgnoreDroppedAreCellChanges() throws {
        let result = try report([
            ("-> rejected(reason)", "-> draft"),
            ("submitting      on submitTapped                        ignore\n", ""),
        ])
        #expect(
            result.report == """
                ## `new.sm`

                ### Behaviour changes

                - `submitting × submitTapped`: `ignore` became `unhandled (no row for this event)`
                - `submitting × submitRejected`: `→ rejected(reason)` became `→ draft`

                ### Analysis changes

                - new `unreachable-state` warning (line 12): state 'rejected' is never entered: no '->' row targets it
                - new `unused-binding` warning (line 22): 'reason' is bound but never used; replace it with '_'

                """)
    }

    @Test func declarationChangesAreAPIChanges() throws {
        let result = try report([
            (
                "context {\n    hasValidAddress: Bool\n}",
                "context {\n    hasValidAddress: Bool\n    quoteRevision: Int\n}"
            ),
            ("state rejected(message: String)", "state rejected(message: String, code: Int)"),
            ("state confirmed(orderID: UUID) final", "state confirmed(order: UUID) final"),
            (
                "event submitRejected(operationID: UUID, message: String)\n",
                "event submitRejected(operationID: UUID, message: String)\nevent reset\n"
            ),
            ("-> rejected(reason)", "-> rejected(reason, 0)"),
        ])
        #expect(result.differs)
        #expect(
            result.report == """
                ## `new.sm`

                ### API changes

                - context field `quoteRevision: Int` added
                - state `confirmed(orderID: UUID) final` became `confirmed(order: UUID) final`
                - state `rejected(message: String)` became `rejected(message: String, code: Int)`
                - event `reset` added

                ### Behaviour changes

                - `submitting × submitRejected`: `→ rejected(reason)` became `→ rejected(reason, 0)`

                ### Analysis changes

                - new `unhandled-event` warning (line 18): event 'reset' is never handled; no row names it

                """)
    }

    @Test func anEffectMadeDurableIsAnAPIChange() throws {
        let result = try report([("effect submit(operationID: UUID)", "effect submit(operationID: UUID) durable")])
        #expect(result.differs)
        #expect(
            result.report == """
                ## `new.sm`

                ### API changes

                - effect `submit(operationID: UUID)` became `submit(operationID: UUID) durable`

                """)
    }

    @Test func aRenamedEffectIsOneAPIChangeAndNoCellChange() throws {
        let result = try report([
            ("effect submit(operationID: UUID)", "effect placeOrder(operationID: UUID)"),
            ("/ submit(op)", "/ placeOrder(op)"),
        ])
        #expect(
            result.report == """
                ## `new.sm`

                ### API changes

                - effect `submit(operationID: UUID)` renamed to `placeOrder(operationID: UUID)`

                """)
    }

    @Test func aStateMadeUnreachableIsAnAnalysisChange() throws {
        let result = try report([
            (
                "submitting(op)  on submitRejected(op, reason)          -> rejected(reason)",
                "submitting(op) on submitRejected(op, _) -> draft"
            )
        ])
        #expect(
            result.report == """
                ## `new.sm`

                ### Behaviour changes

                - `submitting × submitRejected`: `→ rejected(reason)` became `→ draft`

                ### Analysis changes

                - new `unreachable-state` warning (line 12): state 'rejected' is never entered: no '->' row targets it

                """)
    }

    @Test func aRemovedStateIsAnAPIChangeNotOneChangePerCell() throws {
        let result = try report([
            ("state rejected(message: String)\n", ""),
            ("draft, rejected on", "draft on"),
            (
                "on submitRejected(op, reason)          -> rejected(reason)",
                "on submitRejected(op, _) -> draft"
            ),
        ])
        #expect(
            result.report == """
                ## `new.sm`

                ### API changes

                - state `rejected(message: String)` removed

                ### Behaviour changes

                - `submitting × submitRejected`: `→ rejected(reason)` became `→ draft`

                """)
    }

    @Test func anotherInitialStateIsAStartChange() throws {
        let result = try report([("initial draft", "initial rejected(\"none\")")])
        #expect(result.report.contains("- starts in `rejected(\"none\")`, was `draft`"))
    }

    @Test func anEntryEffectChangedIsReportedOncePerStateWithEveryPlaceItShows() throws {
        let pricing = DiffRewriteTests.pricing
        let changed = try DiffSupport.edited(
            pricing, [("entry loading(revision) / fetch(revision)", "entry loading(revision) / fetch(revision), cancel")])
        let diff = try DiffSupport.diff(pricing, changed)
        #expect(diff.differs)
        #expect(
            DiffMarkdown.render(diff, title: "new.sm") == """
                ## `new.sm`

                ### Behaviour changes

                - entering `loading` performs `fetch(2), cancel`, was `fetch(2)` (for `start in loading(revision: 2)`; \
                also `idle × inputsChanged`, `loading × inputsChanged`, `waitingLonger × inputsChanged`, `priced × inputsChanged`)

                """)
    }

    @Test func anExitEffectDroppedIsReportedForTheStateLeft() throws {
        let pricing = DiffRewriteTests.pricing
        let changed = try DiffSupport.edited(pricing, [("exit loading / cancel\n", "")])
        let report = DiffMarkdown.render(try DiffSupport.diff(pricing, changed), title: "new.sm")
        #expect(
            report.hasPrefix(
                "## `new.sm`\n\n### Behaviour changes\n\n- leaving `loading` performs `nothing`, was `cancel` (for `loading(revision: 2) on "
            ))
        #expect(report.contains("also `loading × quoteReceived`, `loading × screenClosed`)\n"))
    }

    @Test func aGuardThatDiffersOnlyBelowTheBoundaryIsFound() throws {
        let spec = """
            machine Meter
            context {
                limit: Int
            }
            initial idle
            state idle
            state charged
            event submit(amount: Int)
            idle on submit(amount) [amount != limit] -> charged

            """
        let diff = try DiffSupport.diff(spec, try DiffSupport.edited(spec, [("[amount != limit]", "[amount > limit]")]))
        let cell = try #require(diff.behaviourChanges.first)
        guard case .cell(let change) = cell else { throw DiffSupport.Unchecked(description: "not a cell change: \(cell)") }
        #expect(change.state == "idle" && change.event == "submit")
        #expect(change.variants.map(\.before) == ["→ charged"])
        #expect(change.variants.map(\.after) == ["rejected (no row's conditions hold)"])
        // The witness must be below the boundary, where `!=` holds and `>` does not.
        let witness = try #require(change.variants.first?.witness)
        let numbers = witness.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(witness.hasPrefix("idle on submit(amount: ") && witness.contains(") with limit: "))
        #expect(numbers.count == 2 && numbers[0] < numbers[1], "\(witness)")
    }

    @Test func aGroupWithOtherMembersIsAnAPIChangeAndARemovedGroupANote() throws {
        let grouped = try DiffSupport.edited(
            Self.checkout,
            [
                (
                    "effect submit(operationID: UUID)\n",
                    "effect submit(operationID: UUID)\ngroup open = draft, rejected\ngroup busy = submitting\n"
                )
            ])
        let regrouped = try DiffSupport.edited(
            grouped, [("group open = draft, rejected\ngroup busy = submitting\n", "group open = draft\n")])
        let diff = try DiffSupport.diff(grouped, regrouped)
        #expect(diff.differs)
        #expect(
            DiffMarkdown.render(diff, title: "new.sm") == """
                ## `new.sm`

                ### API changes

                - group `open = draft, rejected` became `open = draft`

                ### Notes

                - group `busy` removed: `State` loses `isBusy`

                """)
    }
}

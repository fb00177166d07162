import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Every warning, on a spec written to show it, at the marked line and column; and
/// never on the project's examples.
@Suite struct WarningTests {
    /// A machine with no warning at all; each test adds what provokes one.
    static let door = """
        machine Door
        context { isLocked: Bool, code: Int }
        initial closed
        state closed
        state open(by: String)
        event push(by: String)
        event shut
        effect log(message: String)
        closed on push(p) -> open(p) / log(p)
        open on shut -> closed

        """

    @Test func theBaseMachineHasNoWarning() {
        expectDiagnostics(Self.door, [])
    }

    /// No warning but the late answers judged in the README, one at each row that matches
    /// an answer by identity (an `ignore` row with one handles a duplicate and is not counted).
    @Test func theExamplesHaveNoWarningButTheirJudgedLateResults() throws {
        let answerRows = ["checkout": [32, 33, 34, 36, 37], "favorite": [24, 25, 26], "pricing": [47, 49]]
        for (name, lines) in answerRows {
            let result = Pipeline.check(try ExampleSpecs.file(name))
            #expect(result.diagnostics.allSatisfy { $0.id == .lateResultUnhandled }, "\(name): \(result.summaries)")
            #expect(result.diagnostics.map { result.file.location(of: $0.range.start).line } == lines, "\(name)")
            let strict = RunConfiguration(demoted: [.lateResultUnhandled], warningsAsErrors: true)
            #expect(Pipeline.run(result.file, strict).machine != nil, "\(name) fails with --warnings-as-errors")
        }
    }

    // MARK: unreachable-state

    @Test func aStateNoRowTargetsIsNeverEntered() {
        expectDiagnostics(
            Self.door + "state 1️⃣attic\nattic on shut -> closed\n",
            [
                .warning("1️⃣", .unreachableState, "state 'attic' is never entered: no '->' row targets it")
            ])
    }

    @Test func aStaysRowDoesNotEnterItsState() {
        expectDiagnostics(
            Self.door + "state 1️⃣attic(by: String)\nattic on push(p) stays attic(p)\nattic on shut -> closed\n",
            [
                .warning("1️⃣", .unreachableState, "state 'attic' is never entered: no '->' row targets it")
            ])
    }

    @Test func aStateEnteredOnlyFromItselfIsUnreachable() {
        expectDiagnostics(
            Self.door + "state 1️⃣attic\nattic on shut -> attic\n",
            [
                .warning("1️⃣", .unreachableState, "state 'attic' is unreachable from initial state 'closed'")
            ])
    }

    @Test func anAfterRowEntersItsTarget() {
        expectDiagnostics(
            Self.door + "state 1️⃣attic\nstate 2️⃣roof\nattic after 5s -> roof\nroof on shut -> closed\n",
            [
                .warning("1️⃣", .unreachableState, "state 'attic' is never entered: no '->' row targets it"),
                .warning("2️⃣", .unreachableState, "state 'roof' is unreachable from initial state 'closed'"),
            ])
    }

    @Test func aStateReachedOnlyFromAnUnreachableStateIsUnreachable() {
        expectDiagnostics(
            Self.door + "state 1️⃣attic\nstate 2️⃣roof\nattic on shut -> roof\nroof on shut -> attic\n",
            [
                .warning("1️⃣", .unreachableState, "state 'attic' is unreachable from initial state 'closed'"),
                .warning("2️⃣", .unreachableState, "state 'roof' is unreachable from initial state 'closed'"),
            ])
    }

    @Test func anAnyRowReachesItsTargetFromAReachableState() {
        expectDiagnostics(Self.door + "state lobby\n* on shut -> lobby\n", [])
    }

    @Test func anAnyRowLeadsNowhereWhenOnlyFinalStatesAreReachable() {
        expectDiagnostics(
            """
            machine Vault
            initial sealed
            state sealed final
            state 1️⃣open
            event knock
            event leave
            * on knock -> open
            open on leave -> sealed

            """,
            [
                .warning("1️⃣", .unreachableState, "state 'open' is unreachable from initial state 'sealed'")
            ])
    }

    // MARK: dead-end

    @Test func aNonFinalStateWithoutAWayOutIsADeadEnd() {
        expectDiagnostics(
            Self.door + "state 1️⃣stuck\nopen on push(_) -> stuck\nstuck on shut ignore\n",
            [
                .warning("1️⃣", .deadEnd, "no '->' row leaves non-final state 'stuck'; add one or mark the state 'final'")
            ])
    }

    @Test func aStateWhoseOnlyRowsStayInItIsADeadEnd() {
        expectDiagnostics(
            Self.door + "state 1️⃣stuck(by: String)\nopen on push(p) -> stuck(p)\nstuck on push(p) stays stuck(p)\n",
            [
                .warning("1️⃣", .deadEnd, "no '->' row leaves non-final state 'stuck'; add one or mark the state 'final'")
            ])
    }

    @Test func aFinalStateOrAnAnyRowIsAWayOut() {
        expectDiagnostics(Self.door + "state gone final\nopen on push(_) -> gone\n", [])
        expectDiagnostics(Self.door + "state stuck\nopen on push(_) -> stuck\n* on shut -> closed\n", [])
    }

    // MARK: unhandled-event and unused-effect

    @Test func anEventNoRowNamesIsUnhandled() {
        expectDiagnostics(
            Self.door + "event 1️⃣ring(times: Int)\n",
            [
                .warning("1️⃣", .unhandledEvent, "event 'ring' is never handled; no row names it")
            ])
    }

    @Test func anEffectNoRowEmitsIsUnused() {
        expectDiagnostics(
            Self.door + "effect 1️⃣beep\n",
            [
                .warning("1️⃣", .unusedEffect, "effect 'beep' is never emitted by any row")
            ])
    }

    // MARK: shadowed-row

    @Test func aRowAfterOneThatAlwaysFiresForTheSameStateIsShadowed() {
        expectDiagnostics(
            Self.door + "2️⃣closed on shut ignore\n1️⃣closed on shut [isLocked] ignore\n",
            [
                .warning(
                    "1️⃣", .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                    notes: [.note("2️⃣", "this earlier row always fires")])
            ])
    }

    @Test func aRowAfterAnAnyRowThatAlwaysFiresIsShadowed() {
        expectDiagnostics(
            Self.door + "2️⃣* on shut ignore\n1️⃣closed on shut -> open(\"x\")\n",
            [
                .warning(
                    "1️⃣", .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                    notes: [.note("2️⃣", "this earlier row always fires")])
            ])
    }

    @Test func aGuardThatAlwaysHoldsShadowsLikeNoGuard() {
        expectDiagnostics(
            Self.door + "2️⃣closed on shut [3️⃣isLocked || !isLocked] ignore\n1️⃣closed on shut [isLocked] ignore\n",
            [
                .warning("3️⃣", .guardAlwaysTrue, "guard is always true, so it never stops this row from firing"),
                .warning(
                    "1️⃣", .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                    notes: [.note("2️⃣", "this earlier row always fires")]),
            ])
    }

    @Test func rowsThatMayNotFireShadowNothing() {
        expectDiagnostics(
            Self.door + """
                closed on shut [isLocked] ignore
                open(by) on push(by) ignore
                open on push("x") ignore
                open(by) on push(p) [p == by] ignore
                * on shut -> closed

                """, [])
    }

    @Test func anAnyArrowRowDoesNotShadowRowsOfAFinalState() {
        expectDiagnostics(Self.door + "state gone final\nclosed on shut -> gone\n* on push(_) -> closed\ngone on push(_) ignore\n", [])
    }

    // MARK: any-row-shadowed

    @Test func anAnyRowCoveredInEveryStateByEarlierRowsIsShadowed() {
        let spec = Self.door.replacingOccurrences(of: "open on shut -> closed", with: "3️⃣open on shut -> closed")
        expectDiagnostics(
            spec + "2️⃣closed on shut ignore\n1️⃣* on shut -> closed\n",
            [
                .warning(
                    "1️⃣", .anyRowShadowed,
                    "'*' row can never fire: every state it applies to has an earlier row for this event that always fires",
                    notes: [.note("3️⃣", "this earlier row always fires"), .note("2️⃣", "this earlier row always fires")])
            ])
    }

    @Test func anAnyIgnoreRowMustBeCoveredInFinalStatesToo() {
        expectDiagnostics(Self.door + "state gone final\nopen on push(_) -> gone\nclosed on shut ignore\n* on shut ignore\n", [])
    }

    @Test func explicitRowsAfterAnAnyRowAreTheShadowedOnes() {
        expectDiagnostics(
            Self.door.replacingOccurrences(of: "open on shut -> closed\n", with: "")
                + "3️⃣* on shut -> closed\n1️⃣open on shut -> closed\n2️⃣closed on shut ignore\n",
            [
                .warning(
                    "1️⃣", .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                    notes: [.note("3️⃣", "this earlier row always fires")]),
                .warning(
                    "2️⃣", .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                    notes: [.note("3️⃣", "this earlier row always fires")]),
            ])
    }

    // MARK: guard-always-false and guard-always-true

    @Test func aGuardNoAssignmentSatisfiesIsAlwaysFalse() {
        expectDiagnostics(
            Self.door + """
                open on push(p) [1️⃣p == "a" && p == "b"] ignore
                closed on shut [2️⃣isLocked && !isLocked] ignore
                closed on shut [3️⃣code != code] ignore
                open(by) on push(p) [4️⃣p == by && p != by] ignore
                closed on shut [5️⃣false] ignore

                """,
            [
                .warning("1️⃣", .guardAlwaysFalse, "guard is always false, so this row can never fire"),
                .warning("2️⃣", .guardAlwaysFalse, "guard is always false, so this row can never fire"),
                .warning("3️⃣", .guardAlwaysFalse, "guard is always false, so this row can never fire"),
                .warning("4️⃣", .guardAlwaysFalse, "guard is always false, so this row can never fire"),
                .warning("5️⃣", .guardAlwaysFalse, "guard is always false, so this row can never fire"),
            ])
    }

    @Test(arguments: [
        "closed on shut [1️⃣code == 1 || code != 1] ignore",
        "open(by) on push(p) [1️⃣p == by || p != by] ignore",
        "closed on shut [1️⃣(isLocked == true) == isLocked] ignore",
        "closed on shut [1️⃣true] ignore",
    ])
    func aGuardEveryAssignmentSatisfiesIsAlwaysTrue(row: String) {
        expectDiagnostics(
            Self.door + row + "\n",
            [
                .warning("1️⃣", .guardAlwaysTrue, "guard is always true, so it never stops this row from firing")
            ])
    }

    @Test func anOptionalBoolComparedWithConditionsCanStillBeNil() {
        expectDiagnostics(
            """
            machine Switch
            context { maybe: Bool?, a: Bool }
            initial off
            state off
            event flip
            off on flip [maybe == a || maybe == !a] -> off

            """, [])
    }

    @Test func guardsThatDependOnTheirValuesAreQuiet() {
        // Distinct names can differ and can be equal; a literal can match or not.
        expectDiagnostics(
            Self.door + """
                open(by) on push(p) [p != by] ignore
                open(by) on push(p) [p == by] ignore
                open(by) on push(p) [p != "a" && by == "b"] ignore
                closed on shut [code == 1 && code != 2] ignore
                closed on shut [isLocked == (code == 3)] ignore

                """, [])
    }

    // MARK: unused-binding

    @Test func aNameBoundButNeverUsedIsReported() {
        expectDiagnostics(
            Self.door + "open(1️⃣by) on push(2️⃣p) ignore\n",
            [
                .warning("1️⃣", .unusedBinding, "'by' is bound but never used; replace it with '_'"),
                .warning("2️⃣", .unusedBinding, "'p' is bound but never used; replace it with '_'"),
            ])
    }

    @Test(arguments: [
        "open(_) on push(_) ignore",
        "open(by) on push(by) ignore",
        "open(by) on push(_) [by == \"x\"] ignore",
        "open(by) on push(_) -> open(by)",
    ])
    func aWildcardARepeatedNameOrAUseSilencesIt(row: String) {
        expectDiagnostics(Self.door + row + "\n", [])
    }

    // MARK: warnings as errors

    @Test func promotedWarningsFailTheSpecAndKeepTheirID() {
        let result = Pipeline.run(MarkedSpec(Self.door + "event ring\n").file, RunConfiguration(warningsAsErrors: true))
        #expect(result.machine == nil)
        #expect(result.diagnostics.map(\.severity) == [.error])
        let rendered = DiagnosticRenderer.render(result.diagnostics, in: result.file)
        #expect(rendered.hasPrefix("test.sm:11:7: error: event 'ring' is never handled; no row names it [unhandled-event]\n"))
    }
}

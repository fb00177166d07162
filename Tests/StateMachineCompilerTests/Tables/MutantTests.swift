import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

@Suite struct MutantTests {
    @Test func checkoutHasTheMutantsOfEveryKindItsRowsAllow() {
        let mutants = Mutant.all(of: HandBuilt.checkout)
        let counts = Dictionary(grouping: mutants, by: \.kind).mapValues(\.count)
        // 10 rows; `op` repeated in 5; 2 guards; 3 rows with one effect each; `checkoutID` and
        // `op` are both UUIDs in submit (2 rows) and reconcile; 5 rows lead to a UUID state
        // and each could lead to the 2 others.
        #expect(counts[.rowRemoved] == 10)
        #expect(counts[.repeatedSideIgnored] == 5)
        #expect(counts[.bindingSideIgnored] == 5)
        #expect(counts[.guardDropped] == 2)
        #expect(counts[.effectDropped] == 3)
        #expect(counts[.effectsSwapped] == nil)
        #expect(counts[.argumentsSwapped] == 3)
        #expect(counts[.literalChanged] == nil)
        #expect(counts[.retargeted] == 10)
    }

    @Test func theGuardedSpecHasEveryKindOfRowMutant() throws {
        let kinds = Set(Mutant.all(of: try GuardedIdentitySpec.machine()).map(\.kind))
        #expect(
            kinds
                == Set(Mutant.Kind.allCases).subtracting([
                    .stateEffectsRemoved, .memberRemoved, .orderingMoved, .constantChanged, .delayChanged, .timerDropped, .activityDropped,
                ]))
    }

    @Test(arguments: [HandBuilt.checkout, HandBuilt.favorite])
    func everyMutantIsDetectedByTheTableOrTheScenarios(machine: Machine) {
        let cases = TransitionTable.cases(for: machine)
        let scenarios = Pipeline.plan(machine).scenarios.scenarios
        for mutant in Mutant.all(of: machine) {
            #expect(mutant.isDetected(by: cases, scenarios: scenarios), "\(mutant.description)")
        }
    }

    @Test func theGuardedSpecsMutantsAreDetected() throws {
        let machine = try GuardedIdentitySpec.machine()
        let cases = TransitionTable.cases(for: machine)
        let scenarios = Pipeline.plan(machine).scenarios.scenarios
        for mutant in Mutant.all(of: machine) {
            #expect(mutant.isDetected(by: cases, scenarios: scenarios), "\(mutant.description)")
        }
    }

    @Test func theGadgetSpecsMutantsAreDetected() throws {
        let machine = try GadgetSpec.machine()
        let cases = TransitionTable.cases(for: machine)
        let scenarios = Pipeline.plan(machine).scenarios.scenarios
        for mutant in Mutant.all(of: machine) {
            #expect(mutant.isDetected(by: cases, scenarios: scenarios), "\(mutant.description)")
        }
    }

    @Test func everyPricingMutantIsDetectedByItsTables() throws {
        let machine = try ExampleSpecs.machine("pricing")
        let mutants = Mutant.all(of: machine)
        // 5 entry and exit declarations; `fetching` has 2 states, `open` 3 (and a group).
        #expect(mutants.filter { $0.kind == .stateEffectsRemoved }.count == 5)
        #expect(mutants.filter { $0.kind == .memberRemoved }.count == 5)
        let cases = TransitionTable.cases(for: machine)
        let starts = StartTable.cases(for: machine)
        let timers = TimerTable.cases(for: machine)
        // Its `after` row's delay and arming show only in the scope cases (the runtime conformance's test).
        let scopes = ScopeTable.cases(for: machine)
        for mutant in mutants {
            #expect(mutant.isDetected(by: cases, starts: starts, timers: timers, scopes: scopes), "\(mutant.description)")
        }
    }

    @Test func removingARowThatNeverFiresIsAnEquivalentMutant() {
        let machine = HandBuilt.machine(
            "Shadow", states: [HandBuilt.declaration("a"), HandBuilt.declaration("b"), HandBuilt.declaration("c")],
            events: [HandBuilt.declaration("go")],
            rows: [
                HandBuilt.row(4, .state(0, patterns: nil), 0, nil, HandBuilt.to(1)),
                HandBuilt.row(5, .state(0, patterns: nil), 0, nil, HandBuilt.to(2)),
            ])
        let cases = TransitionTable.cases(for: machine)
        let verdicts = Mutant.all(of: machine).map { ($0.description, $0.isDetected(by: cases)) }
        #expect(
            verdicts.map(\.0) == [
                "shadow.sm:4 row removed", "shadow.sm:4 retargeted to a", "shadow.sm:4 retargeted to c",
                "shadow.sm:5 row removed", "shadow.sm:5 retargeted to a", "shadow.sm:5 retargeted to b",
            ])
        // Whatever becomes of the row that never fires, nothing tells it apart.
        #expect(verdicts.map(\.1) == [true, true, true, false, false, false])
    }
}

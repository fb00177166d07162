import Testing
@testable import StateMachineCompiler

@Suite struct MutantTests {
    @Test func checkoutHasOneMutantPerRowRepeatedNameAndGuard() {
        // 10 rows, `op` repeated in 5 of them, 2 guards.
        let mutants = Mutant.all(of: HandBuilt.checkout)
        #expect(mutants.count == 17)
        #expect(mutants.filter { $0.description.hasSuffix("row removed") }.count == 10)
        #expect(mutants.filter { $0.description.hasSuffix("op not compared") }.count == 5)
        #expect(mutants.filter { $0.description.hasSuffix("guard dropped") }.count == 2)
    }

    @Test func everyCheckoutMutantIsDetectedByItsTable() {
        let cases = TransitionTable.cases(for: HandBuilt.checkout)
        for mutant in Mutant.all(of: HandBuilt.checkout) {
            #expect(mutant.isDetected(by: cases), "\(mutant.description)")
        }
    }

    @Test func everyPricingMutantIsDetectedByItsTables() throws {
        let machine = try ExampleSpecs.machine("pricing")
        let mutants = Mutant.all(of: machine)
        // 6 entry and exit declarations; `fetching` has 2 states, `open` 3 (and a group).
        #expect(mutants.filter { $0.description.hasSuffix("entry removed") || $0.description.hasSuffix("exit removed") }.count == 6)
        #expect(mutants.filter { $0.description.contains(" removed from ") }.count == 5)
        let cases = TransitionTable.cases(for: machine)
        let starts = StartTable.cases(for: machine)
        for mutant in mutants {
            #expect(mutant.isDetected(by: cases, starts: starts), "\(mutant.description)")
        }
    }

    @Test func removingARowThatNeverFiresIsAnEquivalentMutant() {
        let machine = HandBuilt.machine(
            "Shadow", states: [HandBuilt.declaration("a"), HandBuilt.declaration("b"), HandBuilt.declaration("c")],
            events: [HandBuilt.declaration("go")],
            rows: [HandBuilt.row(4, .state(0, patterns: nil), 0, nil, HandBuilt.to(1)), HandBuilt.row(5, .state(0, patterns: nil), 0, nil, HandBuilt.to(2))])
        let cases = TransitionTable.cases(for: machine)
        let verdicts = Mutant.all(of: machine).map { ($0.description, $0.isDetected(by: cases)) }
        #expect(verdicts.map(\.0) == ["shadow.sm:4 row removed", "shadow.sm:5 row removed"])
        #expect(verdicts.map(\.1) == [true, false])
    }
}

import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// Issue 32: every single fault of a row of a machine with regions (removed, a name not
/// compared, a guard dropped, an effect dropped, a target moved to another state of the row's
/// region, ...) is told apart by the generated table or the scenarios, as the interpreter's region
/// step runs the mutant. A target in another region would not compile, so it is no mutant.
@Suite struct RegionRowMutantTests {
    static func machine(_ spec: String) throws -> Machine {
        guard spec == "console" else { return try ExampleSpecs.machine(spec) }
        let result = Pipeline.check(SourceFile(path: "console.sm", text: RegionMutantTests.spec))
        return try #require(result.machine, "\(result.summaries)")
    }

    /// The row mutants of `machine` whose target stays in the row's region.
    static func rowMutants(of machine: Machine) -> [Mutant] {
        machine.rows.flatMap { row in
            RowFaults(machine: machine, row: row).all.compactMap { kind, detail, faulty -> Mutant? in
                if let target = faulty?.target, let source = machine.membership.candidateStates(of: row).first,
                    machine.regionOfState[target] != machine.regionOfState[source]
                {
                    return nil
                }
                let rows = machine.rows.compactMap { $0.index == row.index ? faulty : $0 }
                return Mutant(
                    kind: kind, description: "\(machine.specFileName):\(row.line) \(detail)", machine: machine.withRenumberedRows(rows))
            }
        }
    }

    @Test(arguments: ["articles", "console"])
    func everyRowMutantIsDetectedByTheTableOrTheScenarios(spec: String) throws {
        let machine = try Self.machine(spec)
        let plans = Pipeline.plan(machine)
        let mutants = Self.rowMutants(of: machine)
        // Both specs have rows to remove, `->` rows with another state of their shape in their
        // region, and `in(...)` guards.
        #expect(Set(mutants.map(\.kind)).isSuperset(of: [.rowRemoved, .retargeted, .guardDropped]))
        for mutant in mutants {
            let cases = plans.regionTable.events + plans.regionTable.timers
            #expect(
                mutant.isDetected(by: [], regionCases: cases, scenarios: plans.scenarios.scenarios), "\(mutant.description)")
        }
        // The scenarios alone tell apart all but an `in(...)` dropped where no walk sends the row's
        // event with the other region elsewhere: `pulledToRefresh` before any articles (51), and
        // `toggle` in `quiet` with power `active`, which no walk reaches (23). The table has both.
        let missed = mutants.filter { !$0.isDetected(by: [], scenarios: plans.scenarios.scenarios) }.map(\.description)
        #expect(missed == [spec == "console" ? "console.sm:23 guard dropped" : "articles.sm:51 guard dropped"])
    }
}

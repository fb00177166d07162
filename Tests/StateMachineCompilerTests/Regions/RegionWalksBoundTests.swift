import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The scenario walks of machines with many regions stay bounded: every row tried steps every
/// region, and a search over the regions' states together grows as a power of the regions.
/// Before, 20 regions with an event each took 4 s to plan in a debug build and 40 regions
/// about 100 s; the walks now stop at ``RegionWalkBudget/choices`` and the file says so.
@Suite struct RegionWalksBoundTests {
    func plans(_ text: String) throws -> TestPlans {
        let result = Pipeline.check(SourceFile(path: "many.sm", text: text), indexingSymbols: false)
        return Pipeline.plan(try #require(result.machine, "\(result.summaries)"))
    }

    @Test func theWalksOfManyRegionsStopAtTheirBudgetAndSaySo() throws {
        let plans = try plans(GrowthSpecs.regionsWithOwnEvents(20))
        #expect(plans.scenarios.walksCut)
        #expect(!plans.scenarios.scenarios.isEmpty)
        #expect(!plans.scenarios.unreached.isEmpty)
        let header = SwiftScenariosEmitter.emit(plans, module: "M").contents.prefix { $0 != "@" }
        #expect(header.contains("stopped at their budget of 20000 region choices"))
        #expect(header.contains("No walk from the initial state was found that fires many.sm:"))
    }

    @Test func aFewRegionsAreWalkedToEveryRow() throws {
        let plans = try plans(GrowthSpecs.regionsWithOwnEvents(3))
        #expect(!plans.scenarios.walksCut)
        #expect(plans.scenarios.unreached.isEmpty)
        #expect(!SwiftScenariosEmitter.emit(plans, module: "M").contents.contains("stopped at their budget"))
    }

    @Test func scenariosPastTheSpelledRegionStatesAreCounted() {
        // 1,000 regions: a scenario of one step spells 2,000 region states, so 50 fit.
        let state = [RuntimeCase(0, [])]
        let step = ScenarioStep(input: .event(RuntimeCase(0, [])), outcome: .ignored, next: state, firedLines: [], note: nil)
        var list = ScenarioPlanner.ScenarioList(regions: 1_000)
        for line in 1...60 {
            list.admit(Scenario(kind: .path(line: line), title: "\(line)", start: [RuntimeCase(line, [])], context: [], steps: [step]))
        }
        #expect(list.written.count == 50)
        #expect(list.omitted == 10)
        #expect(list.spellingCut)
        #expect(list.isFull)
    }
}

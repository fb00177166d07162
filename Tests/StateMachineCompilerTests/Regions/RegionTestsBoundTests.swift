import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The generated tests of machines with many regions stay bounded: a state meets its own
/// region's events once the whole table would be too large, and past the budget the rest is
/// counted in the header. Before, 40 regions with an event each wrote 4.9 MB of tests and 120
/// regions 155 MB (every state met every event, each case spelling every region). The plan of
/// the table alone is asked here; the scenario walks' bound is `RegionWalksBoundTests`'.
@Suite struct RegionTestsBoundTests {
    func table(_ text: String) throws -> RegionTablePlan {
        let result = Pipeline.check(SourceFile(path: "many.sm", text: text), indexingSymbols: false)
        let machine = try #require(result.machine, "\(result.summaries)")
        return RegionTable.plan(for: machine)
    }

    @Test func regionsWithAnEventEachMeetTheirOwnEventsOnly() throws {
        let table = try table(GrowthSpecs.regionsWithOwnEvents(40))
        // Three states per region meet the region's one event: 120 cases, not 4,800.
        #expect(table.events.count == 120)
        #expect(table.bound?.pairsLeftOut == 0)
    }

    @Test func pastTheBudgetTheLeftOutPairsAreCounted() throws {
        // 450 regions of two states sharing two events: 1,800 pairs, each case spelling 900
        // region states; 100,000 / 900 = 111 cases fit.
        let table = try table(GrowthSpecs.regionsSharingEvents(450))
        #expect(table.events.count <= 111)
        #expect((table.bound?.pairsLeftOut ?? 0) > 1_000)
    }

    @Test func aSmallMachineStillMeetsEveryEventInEveryState() throws {
        let table = try table(GrowthSpecs.regionsWithOwnEvents(3))
        // Nine states meet three events each.
        #expect(table.events.count == 27)
        #expect(table.bound == nil)
    }
}

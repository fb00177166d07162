import Testing

@testable import StateMachineCompiler

/// What the scenarios must contain, with the walks worked out by hand.
@Suite struct ScenarioPlannerTests {
    static func paths(_ plan: ScenarioPlan) -> [Scenario] {
        plan.scenarios.filter { if case .path = $0.kind { return true } else { return false } }
    }

    @Test func checkoutsPathsAreTheShortestWalksNotStartingAnother() {
        let titles = Self.paths(Pipeline.plan(HandBuilt.checkout).scenarios).map(\.title)
        // Rows 29, 32, 33 and 34 are reached on the way to others, so their walks are dropped.
        #expect(
            titles == [
                "draft → submitting → rejected → submitting",
                "draft → submitting, submitTapped ignored",
                "draft → submitting → reconciling, submitTapped ignored",
                "draft → submitting → reconciling → confirmed",
                "draft → submitting → reconciling → draft",
                "draft → submitting → confirmed, submitAccepted ignored",
            ])
    }

    @Test(arguments: [HandBuilt.checkout, HandBuilt.favorite])
    func everyRowFiresInSomePath(machine: Machine) {
        let fired = Set(Self.paths(Pipeline.plan(machine).scenarios).flatMap { $0.steps.compactMap(\.firedLine) })
        #expect(fired == Set(machine.rows.map(\.line)))
    }

    @Test func aStaleResultCarriesTheEarlierOperationAndIsRejected() throws {
        let plan = Pipeline.plan(HandBuilt.checkout).scenarios
        let stale = try #require(plan.scenarios.first { $0.kind == .staleResult(line: 32, name: "op") })
        #expect(
            stale.title == "draft → submitting → rejected → submitting, stale submitAccepted rejected, current submitAccepted → confirmed")
        let (first, late, current) = (stale.steps[0], stale.steps[3], stale.steps[4])
        let earlierOperation = first.event.values[0]
        let currentOperation = stale.steps[2].event.values[0]
        #expect(earlierOperation != currentOperation)
        #expect(late.event.values[0] == earlierOperation)
        #expect(late.outcome == .rejected && late.next == stale.steps[2].next)
        #expect(current.event.values[0] == currentOperation)
        #expect(current.firedLine == 32)
        #expect(plan.skipped.isEmpty)
    }

    @Test func aDuplicateCallbackSendsTheSameEventTwice() throws {
        let plan = Pipeline.plan(HandBuilt.checkout).scenarios
        let duplicate = try #require(plan.scenarios.first { $0.kind == .duplicate(line: 32) })
        #expect(duplicate.title == "draft → submitting → confirmed, submitAccepted again ignored")
        #expect(duplicate.steps.count == 3)
        #expect(duplicate.steps[1].event == duplicate.steps[2].event)
        #expect(duplicate.steps[2].outcome == .ignored)
    }

    @Test func aRaceTheMachineCannotStageIsNamedInsteadOfWalked() throws {
        let text = """
            machine Once
            initial idle
            state idle
            state waiting(id: Int)
            state done final
            event start(id: Int)
            event reply(id: Int)
            idle on start(id) -> waiting(id)
            waiting(id) on reply(id) -> done
            """
        let machine = try #require(Pipeline.check(SourceFile(path: "once.sm", text: text)).machine)
        let plan = Pipeline.plan(machine).scenarios
        #expect(
            plan.skipped == [
                "once.sm:9: no walk (within 256 states) leads back to waiting with another id, so no result can arrive late there"
            ])
        #expect(!plan.scenarios.contains { if case .staleResult = $0.kind { return true } else { return false } })
    }

    @Test func titlesThroughTheSameStatesNameTheirLastEvent() {
        let titles = Self.paths(Pipeline.plan(HandBuilt.favorite).scenarios).map(\.title)
        #expect(titles.contains("idle → saving → idle (on saved)"))
        #expect(titles.contains("idle → saving → idle (on rejected)"))
        #expect(Set(titles).count == titles.count)
    }
}

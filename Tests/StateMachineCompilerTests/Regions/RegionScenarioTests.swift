import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// Issue 32: scenario walks over regions, worked out by hand from `specs/articles.sm` (lines in
/// comments) and `RegionMutantTests.spec`. States of articles: notLoaded 0, loading 1, empty 2,
/// loaded 3, unavailable 4, idle 5, refreshing 6, failed 7.
@Suite struct RegionScenarioTests {
    static func articles() throws -> ScenarioPlan {
        Pipeline.plan(try ExampleSpecs.machine("articles")).scenarios
    }

    static func console() throws -> ScenarioPlan {
        let result = Pipeline.check(SourceFile(path: "console.sm", text: RegionMutantTests.spec))
        return Pipeline.plan(try #require(result.machine, "\(result.summaries)")).scenarios
    }

    /// Every row of both regions, the ignores (57 to 61) and the two resets on `closed` (64, 65)
    /// included; 48 needs the other region refreshing, 51 the other region loaded.
    @Test func everyRowOfEveryRegionFiresInSomeWalk() throws {
        let plan = try Self.articles()
        let fired = Set(plan.scenarios.flatMap { $0.steps.flatMap(\.firedLines) })
        #expect(fired == [42, 43, 44, 45, 46, 48, 51, 52, 53, 54, 57, 58, 59, 60, 61, 64, 65])
        #expect(plan.unreached.isEmpty && plan.omitted == 0)
    }

    /// A walk starts from both regions' states and names, after each step, the states it changed.
    @Test func aTitleNamesEveryRegionAtTheStartAndThenTheStatesAStepChanged() throws {
        let timer = try #require(try Self.articles().scenarios.first { $0.kind == .path(line: 54) })
        #expect(timer.title == "notLoaded + idle → loading → loaded → refreshing → failed → after 4s → idle")
        #expect(timer.start == [RuntimeCase(0), RuntimeCase(5)])
        #expect(timer.steps.map(\.firedLines) == [[42], [44], [51], [53], [54]])
    }

    /// Line 48's answer replaces the articles only while the refresh region runs the refresh it
    /// answers: a refresh starts, is answered, a newer one starts, and the first one's answer
    /// comes again. It is rejected by both regions and the articles stay; the newer one's answer
    /// then replaces them (48) and ends the refresh (52). Line 52's own race is the same walk.
    @Test func anAnswerForAnEarlierRefreshWhileANewerOneRunsIsRejectedAndKeepsTheArticles() throws {
        let plan = try Self.articles()
        let race = try #require(plan.scenarios.first { $0.kind == .staleResult(line: 48, name: "id") })
        #expect(
            race.title
                == "notLoaded + idle → loading → loaded → refreshing → loaded + idle → refreshing, stale refreshSucceeded rejected, "
                + "current refreshSucceeded → loaded + idle")
        #expect(!plan.scenarios.contains { $0.kind == .staleResult(line: 52, name: "id") })
        let staleAt = try #require(race.steps.firstIndex { $0.note?.hasPrefix("stale") == true })
        let (newer, stale, current) = (race.steps[staleAt - 1], race.steps[staleAt], race.steps[staleAt + 1])
        let firstRefresh = try #require(race.steps.first { $0.next[1].index == 6 })
        #expect(newer.next[1].index == 6 && newer.next[1] != firstRefresh.next[1])
        #expect(stale.event?.index == 6 && stale.event?.values[0] == firstRefresh.next[1].values[0])
        #expect(stale.outcome == .rejected && stale.next == newer.next && stale.firedLines.isEmpty)
        let answer = try #require(current.event)
        #expect(answer.values[0] == newer.next[1].values[0])
        #expect(current.next == [RuntimeCase(3, [answer.values[1]]), RuntimeCase(5)])
        #expect(current.firedLines == [48, 52])
    }

    /// `closed` fires both regions' resets (64, 65). From the initial state it moves neither, so
    /// a walk goes first to where it moves both: content loaded (42, 44), a refresh running (51).
    @Test func anEventFiringInTwoRegionsIsWalkedToWhereItMovesBoth() throws {
        let closed = try #require(try Self.articles().scenarios.first { $0.kind == .together(lines: [64, 65]) })
        #expect(closed.title == "notLoaded + idle → loading → loaded → refreshing → notLoaded + idle")
        #expect(closed.steps.map(\.firedLines) == [[42], [44], [51], [64, 65]])
        #expect(closed.steps.last?.outcome == .transitioned(effects: []))
        #expect(closed.steps.last?.next == [RuntimeCase(0), RuntimeCase(5)])
    }

    /// Console's lines: 21 `standby on toggle -> active / click`, 23 `quiet on toggle [in(standby)] -> loud(1)`,
    /// 24 and 25 `wake`, 26 and 27 `reset`. Effects: click 0, powerUp 1, powerDown 2, amplify 3,
    /// mute 4. `reset` from the initial state leaves nothing with effects, so its walk goes to
    /// `active` and `loud` first: volume's exit (`mute`), then power's (`powerDown`). The one-step walks
    /// of `toggle` and `wake` fire two rows each too, and are written once, as paths.
    @Test func anEventFiringInTwoRegionsIsWalkedToWhereTheirEffectsMeet() throws {
        let scenarios = try Self.console().scenarios
        let together = try #require(scenarios.first { $0.kind == .together(lines: [26, 27]) })
        #expect(together.title == "standby + quiet → active + loud → standby + quiet")
        #expect(together.steps.last?.outcome == .transitioned(effects: [RuntimeCase(4), RuntimeCase(2)]))
        #expect(scenarios.filter { if case .together = $0.kind { true } else { false } }.count == 1)
        let toggle = try #require(scenarios.first { $0.steps.map(\.firedLines) == [[21, 23]] })
        #expect(toggle.steps.last?.outcome == .transitioned(effects: [RuntimeCase(0), RuntimeCase(1), RuntimeCase(3, [.integer(1)])]))
        let wake = try #require(scenarios.first { $0.steps.map(\.firedLines) == [[24, 25]] })
        #expect(wake.steps.last?.outcome == .transitioned(effects: [RuntimeCase(1), RuntimeCase(3, [.integer(2)])]))
    }

    /// The scenarios file of a machine with regions walks from every region's state at once.
    @Test func theScenariosFileWalksFromTheWholeState() throws {
        let plans = Pipeline.plan(try ExampleSpecs.machine("articles"))
        let file = SwiftScenariosEmitter.emit(plans, module: "ExampleMachines").contents
        #expect(file.contains("var walk = Walk(from: ArticleList.State(content: .notLoaded, refresh: .idle))"))
        #expect(file.contains("// regions' states together, breadth first, expanding at most 64 states."))
        #expect(!file.contains("not generated"))
    }
}

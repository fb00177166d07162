import Foundation
import StateMachineCompiler
import StateMachineExplorer
import StateMachineTestSupport
import Testing

/// The page's pinned test contract, in headless Chromium, on every spec of the repository: a
/// `data-state` element per state with the current one of each region `aria-current="true"`,
/// a `<button data-event>` per event, a `data-scenario` element per scenario walk, `state()`
/// naming each region, and every walk played on the page doing what the reference interpreter
/// says it does.
@Suite(.serialized) struct ExplorerContractTests {
    @Test(.enabled(if: ExplorerBrowserPage.enabled, ExplorerBrowserPage.skipReason))
    func everySpecKeepsTheContract() throws {
        let browser = try WebDriver()
        for path in ExplorerBrowserPage.specPaths {
            let machine = try ExampleSpecs.packageMachine(path)
            let scenarios = Pipeline.plan(machine).scenarios.scenarios
            let page = try ExplorerBrowserPage.open(ExplorerBrowserPage.html(machine), in: browser)
            let found = try #require(
                try browser.execute(
                    """
                    const all = (selector, name) => [...document.querySelectorAll(selector)].map((n) => n.getAttribute(name));
                    const played = [];
                    for (let i = 0; i < all("[data-scenario]", "data-scenario").length; i++) played.push(window.explorer.playScenario(i).agreed);
                    window.explorer.reset();
                    return { states: all("[data-state]", "data-state"), current: all("[aria-current=true]", "data-state"),
                      events: all("button[data-event]", "data-event"), scenarios: all("[data-scenario]", "data-scenario"),
                      state: window.explorer.state(), played, effects: window.explorer.effects() };
                    """) as? [String: Any])
            withExtendedLifetime(page) {}
            #expect(found["states"] as? [String] == machine.states.map(\.name), "\(path)")
            #expect(found["events"] as? [String] == machine.events.map(\.name), "\(path)")
            #expect(found["scenarios"] as? [String] == scenarios.map(\.title), "\(path)")
            #expect((found["played"] as? [Bool])?.allSatisfy { $0 } == true, "\(path): a walk played on the page differs")
            let initials = machine.hasRegions ? machine.regionInitials : [machine.initial]
            let names = initials.map { machine.states[$0.state].name }
            let expectedState =
                machine.hasRegions
                ? Dictionary(uniqueKeysWithValues: zip(machine.regions.indices.map(machine.regionName), names)) : ["state": names[0]]
            #expect(found["state"] as? [String: String] == expectedState, "\(path)")
            #expect(found["current"] as? [String] == machine.states.map(\.name).filter(names.contains), "\(path)")
        }
    }

    /// Outcomes as the generated `Outcome` names them, activities and effects as Swift prints
    /// the generated `Effect` (a UUID bare and upper-case), and the clock firing `failed after 4s`.
    @Test(.enabled(if: ExplorerBrowserPage.enabled, ExplorerBrowserPage.skipReason))
    func sendAndAdvanceFollowTheSpec() throws {
        let browser = try WebDriver()
        let page = try ExplorerBrowserPage.open(ExplorerBrowserPage.html(try ExampleSpecs.machine("articles")), in: browser)
        let steps = try #require(
            try browser.execute(
                """
                const e = window.explorer, id = "5a1c0f4e-0000-4000-8000-00000000000b";
                const steps = [e.send("loadFailed", { operationID: id }), e.send("appeared", { operationID: id }), e.activities(),
                  e.send("loadSucceeded", { operationID: "00000000-0000-0000-0000-000000000009", articles: [] }),
                  e.send("loadSucceeded", { operationID: id, articles: ["a"] }), e.send("pulledToRefresh", { operationID: id }),
                  e.activities(), e.send("refreshFailed", { operationID: id }), e.effects(), e.advance(3999), e.state()];
                e.advance(1);
                return steps.concat([e.state(), e.effects(), e.send("closed"), e.state()]);
                """) as? [Any])
        withExtendedLifetime(page) {}
        #expect(steps[0] as? String == "ignored")
        #expect(steps[1] as? String == "transitioned")
        #expect(steps[2] as? [String] == ["loadArticles(operationID: 5A1C0F4E-0000-4000-8000-00000000000B)"])
        #expect(steps[3] as? String == "rejected")
        #expect(steps[4] as? String == "transitioned")
        #expect(steps[5] as? String == "transitioned")
        #expect(steps[6] as? [String] == ["refreshArticles(operationID: 5A1C0F4E-0000-4000-8000-00000000000B)"])
        #expect(steps[7] as? String == "transitioned")
        #expect(steps[8] as? [String] == ["showRefreshBanner"])
        #expect(steps[10] as? [String: String] == ["content": "loaded", "refresh": "failed"])
        #expect(steps[11] as? [String: String] == ["content": "loaded", "refresh": "idle"])
        #expect(steps[12] as? [String] == ["showRefreshBanner", "hideRefreshBanner"])
        #expect(steps[13] as? String == "transitioned")
        #expect(steps[14] as? [String: String] == ["content": "notLoaded", "refresh": "idle"])
    }
}

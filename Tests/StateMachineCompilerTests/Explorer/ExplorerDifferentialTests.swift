import Foundation
import SeededRandom
import StateMachineCompiler
import StateMachineExplorer
import StateMachineTestSupport
import Testing

/// The page and the Swift reference interpreter run the same random machines (every construct,
/// and machines with regions reading each other through `in(...)`) on the same random events,
/// payloads and clock moves; at every step the outcome, each region's state, the effects
/// (as Swift's own `String(reflecting:)` prints their payloads) and the armed timers must agree.
/// Each machine's steps run in one script call, so thousands of steps take seconds.
@Suite(.serialized) struct ExplorerDifferentialTests {
    @Test(.enabled(if: ExplorerBrowserPage.enabled, ExplorerBrowserPage.skipReason))
    func pageAgreesWithTheInterpreterOnRandomMachines() throws {
        let browser = try WebDriver()
        let first = try #require(ExampleSpecs.packageMachine("specs/articles.sm") as Machine?)
        let page = try ExplorerBrowserPage.open(ExplorerBrowserPage.html(first), in: browser)
        var compared = 0
        for seed in 0..<200 as Range<UInt64> {
            var generator = RandomSpec(name: "Random\(seed)", seed: seed)
            if let machine = Pipeline.check(SourceFile(path: "random.sm", text: generator.text())).machine {
                compared += try compare(machine, seed: seed, in: browser)
            }
            var regions = RandomRegionSpec(name: "Regions\(seed)", seed: seed)
            if let machine = Pipeline.check(SourceFile(path: "regions.sm", text: regions.text())).machine {
                compared += try compare(machine, seed: seed, in: browser)
            }
        }
        withExtendedLifetime(page) {}
        #expect(compared >= 5_000)
    }

    /// `always` and `done` rows after events, after timers and at the start, with guards on payloads
    /// and on other regions, a chain through a group's completion, and timers written after them.
    @Test(.enabled(if: ExplorerBrowserPage.enabled, ExplorerBrowserPage.skipReason))
    func pageAgreesWithTheInterpreterOnEventlessRows() throws {
        let browser = try WebDriver()
        let page = try ExplorerBrowserPage.open(ExplorerBrowserPage.html(try ExampleSpecs.machine("articles")), in: browser)
        var compared = 0
        for (name, text) in [("chain.sm", Self.chain), ("regions.sm", Self.regions)] {
            let machine = try #require(Pipeline.check(SourceFile(path: name, text: text)).machine)
            for seed in 0..<25 as Range<UInt64> { compared += try compare(machine, seed: seed, in: browser) }
        }
        withExtendedLifetime(page) {}
        #expect(compared == 2 * 25 * 31)
    }

    static let chain = """
        machine Chain
        initial checking(0)
        state checking(count: Int)
        state empty
        state list(count: Int)
        state uploading(count: Int)
        state uploaded final
        state finished
        group content = empty, list
        group upload = uploading, uploaded
        event loaded(count: Int)
        event upload
        event succeeded
        effect show(count: Int)
        effect notify
        entry list(count) / show(count)
        exit content / notify
        checking(count) always [count == 0] -> empty
        checking(count) always -> list(count)
        empty on loaded(count) -> checking(count)
        list(count) on upload -> uploading(count)
        list(count) on loaded(more) stays list(count + more)
        uploading on succeeded -> uploaded
        upload done -> finished / notify
        finished always -> checking(1)
        content after 2s -> uploading(7)
        uploading after 1s -> uploaded

        """

    static let regions = """
        machine Pair
        initial sending, waiting
        state sending
        state sent final
        state waiting
        state ready
        state reported
        region upload = sending, sent
        region report = waiting, ready, reported
        event succeeded
        event reset
        effect notify
        sending on succeeded -> sent
        upload done [in(reported)] -> sending / notify
        waiting always [in(sent)] -> ready
        ready always -> reported
        reported on reset -> waiting

        """

    /// Runs 30 random inputs on both sides; returns how many steps were compared.
    private func compare(_ machine: Machine, seed: UInt64, in browser: WebDriver) throws -> Int {
        var random = SplitMix64(seed: seed &* 7919 &+ 1)
        let context = (machine.context ?? []).map { field -> ReferenceSample in
            field.type.standardName == "Duration"
                ? ReferenceSample(runtime: .token(family: "Duration", index: 1 + random.below(3)), json: 0)
                : ReferenceSample.random(field.type, &random)
        }
        let contextJSON = Dictionary(
            uniqueKeysWithValues: zip(machine.context ?? [], context).map { field, sample -> (String, Any) in
                if case .token(_, let seconds) = sample.runtime { return (field.name, seconds) }
                return (field.name, sample.json)
            })
        let initials = machine.hasRegions ? machine.regionInitials : [machine.initial]
        let start = initials.map { RuntimeCase($0.state, ($0.arguments ?? []).map(RuntimeValue.init)) }
        var reference = ReferenceRun(machine: machine, context: context.map(\.runtime), start: start)
        var expected = [try reference.start()]
        var inputs: [[String: Any]] = []
        for _ in 0..<30 {
            if machine.hasTimers, random.below(3) == 0 {
                let milliseconds = random.pick([100, 300, 1_000, 2_000, 5_000, 120_000])
                inputs.append(["advance": milliseconds])
                expected.append(reference.advance(milliseconds))
            } else {
                let event = random.below(machine.events.count)
                let samples = machine.events[event].parameters.map { ReferenceSample.random($0.type, &random) }
                let fields = Dictionary(uniqueKeysWithValues: zip(machine.events[event].parameters.map(\.name), samples.map(\.json)))
                inputs.append(["event": machine.events[event].name, "fields": fields])
                expected.append(reference.send(RuntimeCase(event, samples.map(\.runtime))))
            }
        }
        let document = MachineDocument.encode(machine).text
        let observed = try #require(try browser.execute(Self.script, [document, contextJSON, inputs]) as? [[String: Any]])
        #expect(observed.count == expected.count)
        for (step, (page, swift)) in zip(observed, expected).enumerated() {
            let seen = ReferenceRun.Observation(
                outcome: page["outcome"] as? String ?? "?", states: page["states"] as? [String: String] ?? [:],
                effects: page["effects"] as? [String] ?? [], timers: page["timers"] as? [String] ?? [])
            #expect(seen == swift, "\(machine.name) step \(step): \(step > 0 ? String(describing: inputs[step - 1]) : "start")")
            if seen != swift { return step }
        }
        return expected.count
    }

    /// Loads the machine, sets the context, starts again, then plays every input, observing after each.
    static let script = """
        const [documentText, context, inputs] = arguments;
        const e = window.explorer;
        e.load(JSON.parse(documentText));
        e.setContext(context);
        e.reset();
        let seen = 0;
        const observe = (outcome) => {
          const effects = e.effects().slice(seen);
          seen = e.effects().length;
          return { outcome, states: e.state(), effects, timers: e.timers().map((t) => t.timer + "@" + t.due) };
        };
        const results = [observe("start")];
        for (const input of inputs) {
          try {
            if (input.advance !== undefined) {
              results.push(observe("advanced " + e.advance(input.advance).map((f) => f.timer + ":" + f.outcome).join(",")));
            } else {
              results.push(observe(e.send(input.event, input.fields)));
            }
          } catch (error) {
            results.push(observe("trap"));
          }
        }
        return results;
        """
}

import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The table of a machine with regions: a few of its cases, worked out by hand from the rows of
/// `spec` (line numbers in comments), and how the generated tests spell them.
@Suite struct RegionTableTests {
    static let spec = """
        machine Pair
        state dark
        state lit
        state quiet
        state loud(level: Int)
        region power = dark, lit
        region volume = quiet, loud
        event toggle
        event louder(level: Int)
        event calm(level: Int)
        effect beep
        effect light
        effect hum(level: Int)
        effect soften
        initial dark, quiet
        entry lit / light
        exit loud / soften
        dark on toggle -> lit / beep
        lit on toggle -> dark
        quiet on louder(n) [in(lit)] -> loud(n) / hum(n)
        loud on toggle -> quiet
        loud(n) on calm(n) -> quiet
        loud after 2s -> quiet

        """

    // States: dark 0, lit 1, quiet 2, loud 3. Events: toggle 0, louder 1, calm 2.
    // Effects: beep 0, light 1, hum 2, soften 3.
    private static let dark = RuntimeCase(0)
    private static let lit = RuntimeCase(1)
    private static let quiet = RuntimeCase(2)
    private static func loud(_ level: Int) -> RuntimeCase { RuntimeCase(3, [.integer(IntegerValue(level))]) }
    private static let toggle = RuntimeCase(0)
    private static func louder(_ level: Int) -> RuntimeCase { RuntimeCase(1, [.integer(IntegerValue(level))]) }

    static func plans() throws -> TestPlans {
        let result = Pipeline.check(SourceFile(path: "pair.sm", text: spec))
        return Pipeline.plan(try #require(result.machine, "\(result.summaries)"))
    }

    /// The case of `states` and `event` in the test of `source`, the state whose rows it is about.
    private static func eventCase(_ states: [RuntimeCase], _ event: RuntimeCase, from source: Int, in plans: TestPlans) -> RegionCase? {
        plans.regionTable.events.first { $0.source == source && $0.states == states && $0.trigger == .event(event) }
    }

    /// `toggle` in dark and loud fires line 21 in volume and line 18 in power. Exits, regions in
    /// reverse order: loud's `soften` (17), dark has none; the rows' own: power's `beep` (18), then
    /// volume's none; entries in order: lit's `light` (16), quiet has none.
    @Test func anEventFiringInTwoRegionsIsACaseWithTheEffectsInSCXMLOrder() throws {
        let found = try #require(Self.eventCase([Self.dark, Self.loud(1)], Self.toggle, from: 3, in: try Self.plans()))
        #expect(found.outcome == .transitioned(effects: [RuntimeCase(3), RuntimeCase(0), RuntimeCase(1)]))
        #expect(found.next == [Self.lit, Self.quiet])
        #expect(found.reasons == [CaseReason(line: 21, kind: .fires), CaseReason(line: 18, kind: .fires)])
    }

    /// Line 20's `in(lit)`: with power lit the row fires (`hum(n)`, nothing left or entered with
    /// effects); with power back in its initial dark, volume rejects and power has no row.
    @Test func anInGuardIsCheckedTrueAndFalse() throws {
        let plans = try Self.plans()
        let holds = try #require(Self.eventCase([Self.lit, Self.quiet], Self.louder(1), from: 2, in: plans))
        #expect(holds.outcome == .transitioned(effects: [RuntimeCase(2, [.integer(IntegerValue(1))])]))
        #expect(holds.next == [Self.lit, Self.loud(1)])
        let fails = try #require(Self.eventCase([Self.dark, Self.quiet], Self.louder(1), from: 2, in: plans))
        #expect(fails.outcome == .rejected)
        #expect(fails.next == [Self.dark, Self.quiet])
        #expect(fails.reasons.contains(CaseReason(line: 20, kind: .guardFails)))
    }

    /// Line 23's timer moves volume only, leaving loud (`soften`, 17); in quiet it does nothing.
    @Test func aTimerMovesOnlyItsRegion() throws {
        let timers = try Self.plans().regionTable.timers
        #expect(timers.map(\.states) == [[Self.dark, Self.quiet], [Self.dark, Self.loud(1)]])
        #expect(timers.map(\.outcome) == [.unhandled, .transitioned(effects: [RuntimeCase(3)])])
        #expect(timers.map(\.next) == [[Self.dark, Self.quiet], [Self.dark, Self.quiet]])
    }

    /// The generated file spells each case's state and next state as the machine's `State`.
    @Test func theGeneratedTableSpellsEveryRegionsState() throws {
        let text = Pipeline.emitTests(try Self.plans(), module: "Machines")[0].contents
        let lines = text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("entry(Pair.State(power: .dark, volume: .loud(level: 1)), .toggle, // pair.sm:21 fires; pair.sm:18 fires"))
        #expect(lines.contains(".transitioned(effects: [.soften, .beep, .light]), Pair.State(power: .lit, volume: .quiet)),"))
        #expect(lines.contains("@Test func fromLoud() {"))
        #expect(
            lines.contains(
                "timer(Pair.State(power: .dark, volume: .loud(level: 1)), .loudTimeout, // pair.sm:23 fires; pair.sm:17 exit contributes"))
    }

    /// A case whose state, one per region, leaves its event no room within 150 columns puts the
    /// event on a line of its own, with the comment, between the state and what comes back.
    @Test func aLongRegionStateGivesItsEventALineOfItsOwn() throws {
        let plans = Pipeline.plan(try ExampleSpecs.machine("articles"))
        let lines = Pipeline.emitTests(plans, module: "ExampleMachines")[0].contents.components(separatedBy: "\n")
        let state = #"entry(ArticleList.State(content: .loaded(articles: ["sample 1"]), refresh: .refreshing(operationID: uuid1)),"#
        let at = try #require(lines.firstIndex(of: String(repeating: " ", count: 12) + state))
        let continuation = String(repeating: " ", count: 18)
        let event = ".refreshSucceeded(operationID: uuid1, articles: []),         // articles.sm:48 fires; articles.sm:52 fires"
        #expect(lines[at + 1] == continuation + event)
        let outcome = ".transitioned(effects: []), ArticleList.State(content: .loaded(articles: []), refresh: .idle)),"
        #expect(lines[at + 2] == continuation + outcome)
    }

    /// The scenarios walk both regions from `dark` and `quiet`: `toggle` lights (18), `louder` in
    /// `lit` turns up (20), `calm` with its level turns down (22).
    @Test func theScenariosFileOfRegionsWalksEveryRegionsState() throws {
        let text = Pipeline.emitTests(try Self.plans(), module: "Machines")[1].contents
        #expect(text.contains("var walk = Walk(from: Pair.State(power: .dark, volume: .quiet))"))
        #expect(text.contains("@Test(\"dark + quiet → lit → loud → quiet\")"))
    }
}

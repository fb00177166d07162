import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Issue 32: the generated tests of machines with regions kill mutants of their reducers. Each
/// mutant is the generated Swift of `specs/articles.sm` or of `spec` with one fault written in
/// by hand: a region's row retargeted or its effect dropped, an `in(...)` negated, comparing no
/// identity or reading the state after the event, a region's exits appended instead of put first,
/// the regions' entries reversed. Compiled in a scratch package with the spec's generated table
/// and scenarios, every mutant fails its scenarios, and fails its table where the table has a
/// case for it (worked out by hand below); the unmutated machines pass both.
@Suite(.tags(.mutation), .enabled(if: Swiftc.isAvailable)) struct RegionMutantTests {
    /// Two regions that both enter and leave states with effects, and an event each of them
    /// takes at once. Its rows are lines 21 to 27.
    static let spec = """
        machine Console
        state standby
        state active
        state quiet
        state loud(level: Int)
        region power = standby, active
        region volume = quiet, loud
        event toggle
        event wake
        event reset
        effect click
        effect powerUp
        effect powerDown
        effect amplify(level: Int)
        effect mute
        initial standby, quiet
        entry active / powerUp
        exit active / powerDown
        entry loud(level) / amplify(level)
        exit loud / mute
        standby on toggle -> active / click
        active on toggle -> standby
        quiet on toggle [in(standby)] -> loud(1)
        standby on wake -> active
        quiet on wake -> loud(2)
        power on reset -> standby
        volume on reset -> quiet

        """

    struct TextMutant {
        let name: String
        let spec: String
        let fault: String
        let original: String
        let faulty: String
        /// Whether the generated table has a case this fault fails; the scenarios always must.
        let tableKills: Bool
    }

    static func mutants(articles: String) -> [TextMutant] {
        [
            TextMutant(
                name: "ArticlesRetargeted", spec: articles, fault: "articles.sm:46 loadFailed leads to empty",
                original: "state.content = .unavailable", faulty: "state.content = .empty", tableKills: true),
            TextMutant(
                name: "ArticlesInNegated", spec: articles, fault: "articles.sm:48 in(refreshing(id)) negated",
                original: "if case .refreshing(operationID) = state.refresh {",
                faulty: "if state.refresh != .refreshing(operationID: operationID) {", tableKills: true),
            // The stale race: an answer for an earlier refresh replaces the articles.
            TextMutant(
                name: "ArticlesInIdentityForgotten", spec: articles, fault: "articles.sm:48 in(refreshing(id)) compares no id",
                original: "if case .refreshing(operationID) = state.refresh {",
                faulty: "_ = operationID; if case .refreshing = state.refresh {",
                tableKills: true),
            TextMutant(
                name: "ConsoleEffectDropped", spec: spec, fault: "console.sm:21 click dropped",
                original: "steps.add([.click])", faulty: "steps.add([])", tableKills: true),
            // Volume's `in(standby)` reads power after power moved on: `toggle` from `standby` then rejects.
            TextMutant(
                name: "ConsoleInReadsAfter", spec: spec, fault: "console.sm:23 in(standby) reads the state after the event",
                original: "if case .standby = before.power {", faulty: "_ = before; if case .standby = state.power {",
                tableKills: true),
            // `reset` in `active` and `loud` leaves both; the table meets it with one region in its initial state only.
            TextMutant(
                name: "ConsoleExitsAppended", spec: spec, fault: "volume's exits appended after power's",
                original: "effects.insert(contentsOf: exits, at: 0)", faulty: "effects += exits", tableKills: false),
            // Volume's entries go where the rows' own effects end, before power's entries.
            TextMutant(
                name: "ConsoleEntriesReversed", spec: spec, fault: "volume's entries put before power's",
                original: "steps.enter(volumeEntryEffects(entering: next))",
                faulty: "steps.add(volumeEntryEffects(entering: next))", tableKills: true),
        ]
    }

    // A guard against a hung toolchain, not a timing check: one scratch package build and run.
    @Test(.timeLimit(.minutes(20)))
    func theGeneratedTablesAndScenariosOfRegionsKillEachMutantAndPassOnTheMachines() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        let articles = try ExampleSpecs.text("articles")
        let originals = [("ArticleList", articles), ("Console", Self.spec)]
        let mutants = Self.mutants(articles: articles)
        for (name, text, mutant) in originals.map({ ($0.0, $0.1, TextMutant?.none) }) + mutants.map({ ($0.name, $0.spec, $0) }) {
            let renamed = text.replacingOccurrences(of: "machine ArticleList", with: "machine \(name)")
                .replacingOccurrences(of: "machine Console", with: "machine \(name)")
            let result = Pipeline.check(SourceFile(path: name.lowercased() + ".sm", text: renamed))
            let machine = try #require(result.machine, "\(result.summaries)")
            var source = SwiftMachineEmitter.emit(machine, access: .internal, codable: false).contents
            if let mutant {
                #expect(source.contains(mutant.original), "\(mutant.fault)")
                source = source.replacingOccurrences(of: mutant.original, with: mutant.faulty)
            }
            try package.addSource(name + ".swift", source)
            for file in Pipeline.emitTests(Pipeline.plan(machine), module: ScratchPackage.module) {
                try package.addTest(file.name, file.contents)
            }
        }
        try package.build()
        let names = originals.map(\.0) + mutants.map(\.name)
        let (results, output) = try package.test(suites: names.flatMap { [$0 + "TransitionTable", $0 + "Scenarios"] })
        for (name, _) in originals {
            #expect(results[name + "TransitionTable"] == true, "\(name)\n\(output)")
            #expect(results[name + "Scenarios"] == true, "\(name)\n\(output)")
        }
        for mutant in mutants {
            #expect(results[mutant.name + "Scenarios"] == false, "\(mutant.fault): the scenarios passed\n\(output)")
            #expect(results[mutant.name + "TransitionTable"] == !mutant.tableKills, "\(mutant.fault): the table\n\(output)")
        }
    }
}

import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The generated tests of machines with regions, compiled in a scratch package with the generated
/// machines and run: they pass on the machines as generated, and fail on each machine whose reducer
/// was broken by hand: its exit and entry effects swapped around the rows' own, an
/// `in(loading(id))` that forgot to compare the id, or a start that forgot a region's entry effects.
@Suite(.tags(.mutation), .enabled(if: Swiftc.isAvailable)) struct RegionTableCompileTests {
    /// The effect order SCXML gives, as the generated reducer's `RegionSteps` spells it: a region's
    /// exits before the others', the rows' own effects after them, entries last; and the order
    /// reversed, entries put first and exits last.
    static let scxmlOrder = [
        "mutating func exit(_ exits: [Effect]) {",
        "    if effects.isEmpty { effects = exits } else { effects.insert(contentsOf: exits, at: 0) }",
        "    ownEffectsEnd += exits.count",
        "}",
        "",
        "/// A row's own effects, after the exits and the own effects of the regions before it, before any entry.",
        "mutating func add(_ rowEffects: [Effect]) {",
        "    if effects.isEmpty { effects = rowEffects } else { effects.insert(contentsOf: rowEffects, at: ownEffectsEnd) }",
        "    ownEffectsEnd += rowEffects.count",
        "}",
        "",
        "/// A region's entries, after everything before them.",
        "mutating func enter(_ entries: [Effect]) {",
        "    if effects.isEmpty { effects = entries } else { effects += entries }",
        "}",
    ].map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
    static let reversedOrder = [
        "mutating func exit(_ exits: [Effect]) {",
        "    effects += exits",
        "    ownEffectsEnd += exits.count",
        "}",
        "",
        "mutating func add(_ rowEffects: [Effect]) {",
        "    if effects.isEmpty { effects = rowEffects } else { effects.insert(contentsOf: rowEffects, at: ownEffectsEnd) }",
        "    ownEffectsEnd += rowEffects.count",
        "}",
        "",
        "mutating func enter(_ entries: [Effect]) {",
        "    effects.insert(contentsOf: entries, at: 0)",
        "}",
    ].map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
    /// `idle on pulled(id) [in(loading(id))] ignore` as generated, and without the identity.
    static let comparedIdentity = "if case .loading(requestID) = state.content {"
    static let forgottenIdentity = "if case .loading = state.content {"
    /// `entryEffects(of:)` of the article list as generated, and forgetting region `refresh`'s.
    static let bothRegionsEntries = "effects += refreshEntryEffects(entering: state.refresh)"
    static let contentEntriesOnly = "effects += []"

    // A guard against a hung toolchain, not a timing check: one scratch package build and run.
    @Test(.timeLimit(.minutes(20)))
    func theGeneratedTablesOfRegionsPassOnTheirMachinesAndFailOnAReversedEffectOrderOrAForgottenIdentity() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        let specs = [
            ("pair.sm", RegionTableTests.spec, "Pair"), ("articles.sm", RegionInterpreterTests.spec, "ArticleList"),
            ("mutant.sm", RegionTableTests.spec.replacingOccurrences(of: "machine Pair", with: "machine PairMutant"), "PairMutant"),
            (
                "identity.sm", RegionInterpreterTests.spec.replacingOccurrences(of: "machine ArticleList", with: "machine IdentityMutant"),
                "IdentityMutant"
            ),
            (
                "entries.sm", RegionInterpreterTests.spec.replacingOccurrences(of: "machine ArticleList", with: "machine EntryMutant"),
                "EntryMutant"
            ),
        ]
        for (path, text, name) in specs {
            let result = Pipeline.check(SourceFile(path: path, text: text))
            let machine = try #require(result.machine, "\(result.summaries)")
            var source = SwiftMachineEmitter.emit(machine, access: .internal, codable: false).contents
            if name == "PairMutant" {
                #expect(source.contains(Self.scxmlOrder))
                source = source.replacingOccurrences(of: Self.scxmlOrder, with: Self.reversedOrder)
            }
            if name == "IdentityMutant" {
                #expect(source.contains(Self.comparedIdentity))
                source = source.replacingOccurrences(of: Self.comparedIdentity, with: Self.forgottenIdentity)
            }
            if name == "EntryMutant" {
                #expect(source.contains(Self.bothRegionsEntries))
                source = source.replacingOccurrences(of: Self.bothRegionsEntries, with: Self.contentEntriesOnly)
            }
            try package.addSource(name + ".swift", source)
            for file in Pipeline.emitTests(Pipeline.plan(machine), module: ScratchPackage.module) {
                try package.addTest(file.name, file.contents)
            }
        }
        try package.build()
        let suites = [
            "PairTransitionTable", "ArticleListTransitionTable", "PairMutantTransitionTable", "IdentityMutantTransitionTable",
            "EntryMutantTransitionTable",
        ]
        let (results, output) = try package.test(suites: suites)
        #expect(results["PairTransitionTable"] == true, "\(output)")
        #expect(results["ArticleListTransitionTable"] == true, "\(output)")
        #expect(results["PairMutantTransitionTable"] == false, "\(output)")
        #expect(results["IdentityMutantTransitionTable"] == false, "\(output)")
        // Only the start test can see it: no step enters a region from nowhere.
        #expect(results["EntryMutantTransitionTable"] == false, "\(output)")
    }
}

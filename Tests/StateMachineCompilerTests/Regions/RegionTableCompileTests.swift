import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The generated tests of machines with regions, compiled in a scratch package with the generated
/// machines and run: they pass on the machines as generated, and fail on each machine whose reducer
/// was broken by hand: its exit and entry effects swapped around the rows' own, an
/// `in(loading(id))` that forgot to compare the id, or a start that forgot a region's entry effects.
@Suite(.tags(.mutation), .enabled(if: Swiftc.isAvailable)) struct RegionTableCompileTests {
    /// The effect order SCXML gives, as the generated reducer spells it: exits, the rows' own
    /// effects, entries; and the order reversed, the exits still of the state before the event.
    static let scxmlOrder = [
        "if case .transitioned(let next, _) = chosenVolume {",
        "    volumeExitEffects(leaving: state.volume, for: next, into: &steps.effects)",
        "}",
        "applyPower(chosenPower, to: &steps)",
        "applyVolume(chosenVolume, to: &steps)",
        "enterPower(chosenPower, &state, &steps)",
        "enterVolume(chosenVolume, &state)",
    ].map { "        " + $0 }.joined(separator: "\n")
    static let reversedOrder = [
        "let before = state",
        "enterPower(chosenPower, &state, &steps)",
        "enterVolume(chosenVolume, &state)",
        "applyPower(chosenPower, to: &steps)",
        "applyVolume(chosenVolume, to: &steps)",
        "if case .transitioned(let next, _) = chosenVolume {",
        "    volumeExitEffects(leaving: before.volume, for: next, into: &steps.effects)",
        "}",
    ].map { "        " + $0 }.joined(separator: "\n")
    /// `idle on pulled(id) [in(loading(id))] ignore` as generated, and without the identity.
    static let comparedIdentity = "if case .loading(requestID) = before.content {"
    static let forgottenIdentity = "if case .loading = before.content {"
    /// `entryEffects(of:)` of the article list as generated, and forgetting region `refresh`'s.
    static let bothRegionsEntries = """
        contentEntryEffects(entering: state.content, from: nil, into: &effects)
                refreshEntryEffects(entering: state.refresh, from: nil, into: &effects)
        """
    static let contentEntriesOnly = "contentEntryEffects(entering: state.content, from: nil, into: &effects)"

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

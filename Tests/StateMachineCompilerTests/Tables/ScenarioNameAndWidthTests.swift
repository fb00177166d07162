import Foundation
import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// Generated tests read in a review: no line wider than 150 columns, and scenario functions
/// named after the walk they take, so an edit that does not change a walk renames nothing.
@Suite struct ScenarioNameAndWidthTests {
    private func functionNames(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("func "), trimmed.hasSuffix("() {") else { return nil }
            return String(trimmed.dropFirst(5).dropLast(4))
        }
    }

    /// Machines, runtime conformances, tests and scenarios alike.
    @Test func everyCheckedInSwiftLineFits150Columns() throws {
        let folder = PackageFiles.root.appendingPathComponent("Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        // Nine specs (favoriteButton.sm is the runtime tests' durable favorite, signIn.sm their
        // sensitive machine, launch.sm their eventless one), four Swift files each.
        #expect(names.count == 36)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let wide = text.components(separatedBy: "\n").enumerated().filter { $0.element.count > 150 }.map { "\(name):\($0.offset + 1)" }
            #expect(wide.isEmpty, "\(wide)")
        }
    }

    /// The same bound on what the emitters write now, so a wider line fails here before a
    /// refresh of Generated/: every spec of the package, and the newcomer's upload screen
    /// (long state and event names, groups, entry and exit), and the article list, whose
    /// regions spell every state of the table as one state per region.
    @Test func everyEmittedSwiftLineFits150Columns() throws {
        let upload = try #require(Pipeline.check(SourceFile(path: "upload.sm", text: MarkedSpec(LateResultTests.upload).text)).machine)
        let machines =
            try ["articles", "checkout", "favorite", "pricing", "upload"].map(ExampleSpecs.machine)
            + [try ExampleSpecs.packageMachine("Tests/RuntimeTestMachines/quote.sm"), upload]
        for machine in machines {
            let plans = Pipeline.plan(machine)
            let files = [
                SwiftTestsEmitter.emit(plans, module: "Shop", runtime: true), SwiftScenariosEmitter.emit(plans, module: "Shop"),
                SwiftMachineEmitter.emit(machine, access: .public, codable: true),
            ]
            for file in files {
                let lines = file.contents.components(separatedBy: "\n")
                let wide = lines.enumerated().filter { $0.element.count > 150 }.map { "\(file.name):\($0.offset + 1)" }
                #expect(wide.isEmpty, "\(wide)")
            }
            // Code a store runs, held to the house's 140 columns: `scopes(of:context:)` wraps its timers and activities.
            let conformance = RuntimeConformanceEmitter.emit(machine, access: .public)
            let wide = conformance.contents.components(separatedBy: "\n").enumerated().filter { $0.element.count > 140 }
            #expect(wide.isEmpty, "\(machine.name): \(wide.map { "line \($0.offset + 1)" })")
        }
    }

    @Test func scenarioFunctionsAreNamedAfterTheirWalk() throws {
        let text = SwiftScenariosEmitter.emit(Pipeline.plan(try ExampleSpecs.machine("checkout")), module: "Shop").contents
        let names = functionNames(text)
        // Read off the titles by hand: `draft → submitting → rejected → submitting` and so on.
        #expect(names.starts(with: ["draftSubmittingRejectedSubmitting", "draftSubmittingSubmitTappedIgnored"]))
        #expect(names.contains("draftSubmittingReconcilingDraft"))
        #expect(Set(names).count == names.count)
        #expect(!names.contains { $0.contains("Line") })
    }

    @Test func aCommentAboveTheRowsRenamesNoScenario() throws {
        let file = try ExampleSpecs.file("checkout")
        let original = String(decoding: file.bytes, as: UTF8.self)
        let edited = original.replacingOccurrences(
            of: "\ndraft           on submitTapped",
            with: "\n// Submitting starts from a draft or after a rejection.\n\ndraft           on submitTapped")
        #expect(edited != original)
        let before = try #require(Pipeline.check(SourceFile(path: "checkout.sm", text: original)).machine)
        let after = try #require(Pipeline.check(SourceFile(path: "checkout.sm", text: edited)).machine)
        let namesBefore = functionNames(SwiftScenariosEmitter.emit(Pipeline.plan(before), module: "Shop").contents)
        #expect(functionNames(SwiftScenariosEmitter.emit(Pipeline.plan(after), module: "Shop").contents) == namesBefore)
    }

    @Test func longNamesKeepTheirStartAndTheirWholeEnd() {
        let title =
            "draft → submitting → reconciling → draft → submitting → reconciling, stale reconciliationFound rejected, "
            + "current reconciliationFound → confirmed"
        #expect(
            ScenarioFunctionNames.name(for: title)
                == "draftSubmittingReconcilingDraft_staleReconciliationFoundRejectedCurrentReconciliationFoundConfirmed")
        #expect(ScenarioFunctionNames.names(for: []) == [])
    }

    /// What follows the walk (here 71 letters) takes room from the start's third, one whole state at a time.
    @Test func theEndOfALongNameTakesRoomFromItsStart() {
        let title =
            "draft → submitting → rejected → submitting, stale submitOutcomeUnknown rejected, "
            + "current submitOutcomeUnknown → reconciling"
        #expect(
            ScenarioFunctionNames.name(for: title)
                == "draftSubmittingRejected_staleSubmitOutcomeUnknownRejectedCurrentSubmitOutcomeUnknownReconciling")
    }

    /// A timer step keeps the state it led to (`after5sWaitingLonger`, never `_5s`), and the
    /// second round of the walk goes rather than repeat the start's last step after the `_`.
    @Test func aWalkThatGoesRoundAgainLosesItsSecondRoundWhole() {
        let title =
            "idle → loading → after 5s → waitingLonger → loading → after 5s → waitingLonger, stale quoteFailed rejected, "
            + "current quoteFailed → failed"
        #expect(
            ScenarioFunctionNames.name(for: title) == "idleLoadingAfter5sWaitingLonger_staleQuoteFailedRejectedCurrentQuoteFailedFailed")
    }

    @Test func aLongWalkAloneKeepsItsStartAndItsLastSteps() {
        let title =
            "idle → uploadingTheFirstChunk → after 30s → waitingForTheNetwork → uploadingTheFirstChunk → after 30s "
            + "→ waitingForTheNetwork → failed"
        #expect(ScenarioFunctionNames.name(for: title) == "idleUploadingTheFirstChunk_after30sWaitingForTheNetworkFailed")
    }

    @Test func pricingsScenariosHaveDistinctNamesOfWholeSteps() throws {
        let text = SwiftScenariosEmitter.emit(Pipeline.plan(try ExampleSpecs.machine("pricing")), module: "Shop").contents
        let names = functionNames(text)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.count <= ScenarioFunctionNames.maximumLength })
        #expect(
            names.filter { $0.contains("_") } == [
                "idleLoadingAfter5sWaitingLonger_staleQuoteReceivedRejectedCurrentQuoteReceivedPriced",
                "idleLoadingAfter5sWaitingLonger_staleQuoteFailedRejectedCurrentQuoteFailedFailed",
            ])
    }
}

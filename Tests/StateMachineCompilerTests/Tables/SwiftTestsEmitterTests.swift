import Foundation
import Testing

@testable import StateMachineCompiler

@Suite struct SwiftTestsEmitterTests {
    /// `default(in: Int, var: Bool)` on `switch(class: Int)`: Swift keywords as names.
    static let keywords = HandBuilt.machine(
        "Keywords",
        states: [HandBuilt.declaration("default", [HandBuilt.field("in", HandBuilt.int), HandBuilt.field("var", .bool)])],
        events: [HandBuilt.declaration("switch", [HandBuilt.field("class", HandBuilt.int)])],
        rows: [HandBuilt.row(6, .state(0, patterns: [.bind("x"), .skip]), 0, [.same("x")], .ignore)])

    @Test func theFileIsNamedAfterTheSpecAlone() {
        #expect(SwiftTestsEmitter.fileName(forSpec: "specs/checkout.sm") == "checkout.tests.swift")
        #expect(SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop").name == "checkout.tests.swift")
    }

    @Test func theFileImportsTestingFoundationAndTheModule() {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop").contents
        #expect(text.contains("\nimport Foundation\nimport Testing\n@testable import Shop\n"))
        // One plain test per source state, so `swift test` prints a line per state, not per case.
        #expect(text.contains("\n    @Test func fromDraft() {\n        check([\n"))
        #expect(!text.contains("@Test(arguments:"))
        #expect(text.contains("Checkout.reduce(&state, on: entry.event, context: entry.context)"))
    }

    @Test func aMachineWithoutContextIsReducedWithoutOne() {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop").contents
        #expect(text.contains("Favorite.reduce(&state, on: entry.event)\n"))
        #expect(!text.contains("Context"))
    }

    @Test func keywordCaseNamesAreEscapedAndLabelsOnlyWhereSwiftNeedsIt() {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(Self.keywords), module: "Shop").contents
        #expect(text.contains("entry(.`default`(in: 1, var: true), .`switch`(class: 1), .ignored,  .`default`(in: 1, var: true)),"))
    }

    @Test func rowsAreAlignedAndNameTheirSpecLine() throws {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop").contents
        let group = text.components(separatedBy: "@Test func fromSubmitting() {\n        check([\n")[1].components(
            separatedBy: "\n        ])")[0]
        let lines = group.split(separator: "\n")
        // Too wide for one line each: every case continues with its outcome and next state, and a
        // comment that would pass the width beside its call stands on the line above it.
        let calls = lines.filter { $0.hasPrefix("            entry(.submitting(") }
        let continuations = lines.filter { $0.hasPrefix("                  context") }
        let commentsAbove = lines.filter { $0.hasPrefix("            // ") }
        #expect(calls.count == 10 && continuations.count == 10)
        #expect(calls.count + continuations.count + commentsAbove.count == lines.count)
        #expect(!continuations.contains { $0.contains("//") })
        let commentColumns = Set(
            calls.compactMap { line in line.range(of: "  // ").map { line.distance(from: line.startIndex, to: $0.lowerBound) } })
        #expect(commentColumns.count == 1)
        #expect(calls.first?.hasSuffix("// checkout.sm:31 fires") == true)
        #expect(calls.filter { !$0.contains("//") }.count == commentsAbove.count)
        // As one line per case the widest was 275 columns.
        #expect(lines.allSatisfy { $0.count <= TableWriter.maximumWidth }, "\(lines.map(\.count).max() ?? 0)")
    }

    @Test func aNarrowGroupKeepsOneLinePerCase() {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(Self.keywords), module: "Shop").contents
        #expect(
            text.contains(
                "\n            entry(.`default`(in: 1, var: true), .`switch`(class: 1), .ignored,  .`default`(in: 1, var: true)),  //"))
    }

    @Test func theHeaderExplainsTheCommentWordsTheFileUses() {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop").contents
        let header = text.components(separatedBy: "\nimport Foundation")[0]
        #expect(header.contains("\n//       fires         the row matches and fires\n"))
        #expect(header.contains("\n//       NAME differs  the repeated NAME differs (a stale result): the row must not fire\n"))
        #expect(header.contains("\n//   no row  no row handles this state and event: the reducer must return .unhandled\n"))
        // Favorite has no guard: the header does not explain a word the file never uses.
        #expect(!text.contains("guard fails"))
    }

    @Test func aUsersTypeIsTakenFromTheTestTargetWithANoteWhere() throws {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(try GadgetSpec.machine()), module: "Machines").contents
        #expect(text.contains("// `Owner` is a type of your own: the test target gives each two different values, as in\n"))
        #expect(text.contains("\nprivate let owner1 = Owner.transitionSamples.0\nprivate let owner2 = Owner.transitionSamples.1\n"))
        #expect(text.contains("\nprivate let url1 = URL(fileURLWithPath: \"/sample/1\", isDirectory: false)\n"))
    }

    @Test func theSameMachineGivesTheSameBytes() {
        #expect(
            SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop")
                == SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop"))
    }
}

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
        #expect(SwiftTestsEmitter.emit(HandBuilt.checkout, module: "Shop").name == "checkout.tests.swift")
    }

    @Test func theFileImportsTestingFoundationAndTheModule() {
        let text = SwiftTestsEmitter.emit(HandBuilt.checkout, module: "Shop").contents
        #expect(text.contains("\nimport Foundation\nimport Testing\n@testable import Shop\n"))
        #expect(text.contains("@Test(arguments: CheckoutTransitionTable.table)"))
        #expect(text.contains("Checkout.reduce(&state, on: entry.event, context: entry.context)"))
    }

    @Test func aMachineWithoutContextIsReducedWithoutOne() {
        let text = SwiftTestsEmitter.emit(HandBuilt.favorite, module: "Shop").contents
        #expect(text.contains("Favorite.reduce(&state, on: entry.event)\n"))
        #expect(!text.contains("Context"))
    }

    @Test func keywordCaseNamesAreEscapedAndLabelsOnlyWhereSwiftNeedsIt() {
        let text = SwiftTestsEmitter.emit(Self.keywords, module: "Shop").contents
        #expect(text.contains("entry(.`default`(in: 1, `var`: true), .`switch`(class: 1), .ignored,  .`default`(in: 1, `var`: true)),"))
    }

    @Test func rowsAreAlignedAndNameTheirSpecLine() throws {
        let text = SwiftTestsEmitter.emit(HandBuilt.checkout, module: "Shop").contents
        let group = text.components(separatedBy: "static let fromSubmitting: [Entry] = [\n")[1].components(separatedBy: "\n    ]")[0]
        let lines = group.split(separator: "\n")
        #expect(lines.count == 10)
        let commentColumns = Set(lines.map { line in line.range(of: "  // ").map { line.distance(from: line.startIndex, to: $0.lowerBound) } })
        #expect(commentColumns.count == 1)
        #expect(!commentColumns.contains(nil))
        #expect(lines.first?.hasSuffix("// checkout.sm:31 fires") == true)
        #expect(lines.last?.hasSuffix("// no row") == true)
    }

    @Test func aUsersTypeIsTakenFromTheTestTargetWithANoteWhere() throws {
        let text = SwiftTestsEmitter.emit(try GadgetSpec.machine(), module: "Machines").contents
        #expect(text.contains("// `Owner` is a type of your own: the test target gives each two different values, as in\n"))
        #expect(text.contains("\nprivate let owner1 = Owner.transitionSamples.0\nprivate let owner2 = Owner.transitionSamples.1\n"))
        #expect(text.contains("\nprivate let url1 = URL(fileURLWithPath: \"/sample/1\", isDirectory: false)\n"))
    }

    @Test func theSameMachineGivesTheSameBytes() {
        #expect(SwiftTestsEmitter.emit(HandBuilt.checkout, module: "Shop") == SwiftTestsEmitter.emit(HandBuilt.checkout, module: "Shop"))
    }
}

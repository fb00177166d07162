import Foundation
import StateMachineTestSupport
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
        // One plain test per source state, so `swift test` prints a line per state, not per case.
        Snippet.expect(
            """
            //   Reasons separated by ';' are all checked by the one case.

            import Foundation
            import Testing
            @testable import Shop

            @Suite struct CheckoutTransitionTable {
                @Test func fromDraft() {
                    check([
            """, in: text)
        #expect(!text.contains("@Test(arguments:"))
        Snippet.expect(
            #"""
                private func check(_ entries: [Entry]) {
                    for entry in entries {
                        var state = entry.state
                        let outcome = Checkout.reduce(&state, on: entry.event, context: entry.context)
                        #expect(outcome == entry.outcome, "\(entry)", sourceLocation: entry.location)
                        #expect(state == entry.next, "\(entry)", sourceLocation: entry.location)
                    }
                }
            """#, in: text)
    }

    @Test func aMachineWithoutContextIsReducedWithoutOne() {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop").contents
        Snippet.expect(
            #"""
                private func check(_ entries: [Entry]) {
                    for entry in entries {
                        var state = entry.state
                        let outcome = Favorite.reduce(&state, on: entry.event)
                        #expect(outcome == entry.outcome, "\(entry)", sourceLocation: entry.location)
                        #expect(state == entry.next, "\(entry)", sourceLocation: entry.location)
                    }
                }

                /// One case: a state, an event, the outcome the reducer must return and
                /// the state it must leave.
                struct Entry: Sendable, CustomStringConvertible {
                    let state: Favorite.State
                    let event: Favorite.Event
                    let outcome: Favorite.Outcome
                    let next: Favorite.State
                    let location: SourceLocation
            """#, in: text)
        #expect(!text.contains("Context"))
    }

    @Test func keywordCaseNamesAreEscapedAndLabelsOnlyWhereSwiftNeedsIt() {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(Self.keywords), module: "Shop").contents
        Snippet.expect(
            """
                @Test func fromDefault() {
                    check([
                        entry(.`default`(in: 1, var: true), .`switch`(class: 1), .ignored,\
              .`default`(in: 1, var: true)),  // keywords.sm:6 fires
                        entry(.`default`(in: 1, var: true), .`switch`(class: 3), .rejected,\
             .`default`(in: 1, var: true)),  // keywords.sm:6 x differs
                    ])
                }
            """, in: text)
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
        // Each case on one line, its outcome aligned with the other's, its reason after it.
        Snippet.expect(
            """
                @Test func fromDefault() {
                    check([
                        entry(.`default`(in: 1, var: true), .`switch`(class: 1), .ignored,\
              .`default`(in: 1, var: true)),  // keywords.sm:6 fires
                        entry(.`default`(in: 1, var: true), .`switch`(class: 3), .rejected,\
             .`default`(in: 1, var: true)),  // keywords.sm:6 x differs
                    ])
                }
            """, in: text)
    }

    @Test func theHeaderExplainsTheCommentWordsTheFileUses() {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop").contents
        // Favorite has no guard: the header does not explain a word the file never uses.
        Snippet.expect(
            """
            // Generated by statemachine-gen from favorite.sm. Do not edit: change the spec and regenerate.
            //
            // The transition table of `Favorite`: one test per source state, one case per
            // `entry(state, event, outcome, next)`, where `next` is the state the reducer
            // must leave. Every expected outcome and state was worked out from the spec by the
            // generator's reference interpreter, not by calling the reducer, so the two check
            // each other. A case too wide for one line continues on the next; a failure is
            // reported at the case's first line. The comment after each case says why it is there:
            //   favorite.sm:LINE WORDS  the spec row at LINE, and what the case checks about it:
            //       fires         the row matches and fires
            //       replay        the row's event sent again to the state it produced (a duplicate callback)
            //       NAME differs  the repeated NAME differs (a stale result): the row must not fire
            //   no row  no row handles this state and event: the reducer must return .unhandled
            //   Reasons separated by ';' are all checked by the one case.

            import Foundation
            """, in: text)
        #expect(!text.contains("guard fails"))
    }

    @Test func aUsersTypeIsTakenFromTheTestTargetWithANoteWhere() throws {
        let text = SwiftTestsEmitter.emit(Pipeline.plan(try GadgetSpec.machine()), module: "Machines").contents
        Snippet.expect(
            """
            // Fixed, distinct sample values: a reducer that mixes two of them up fails.
            //
            // `Owner` is a type of your own: the test target gives each two different values, as in
            //     extension Owner { static var transitionSamples: (Owner, Owner) { (..., ...) } }
            // Without them, the build stops at the spec's line that first spells the type, saying so.
            private let date1 = Date(timeIntervalSince1970: 1)
            private let date2 = Date(timeIntervalSince1970: 2)
            private let owner1 = GadgetOwnTypeSamples.owner.0
            private let owner2 = GadgetOwnTypeSamples.owner.1
            private let url1 = URL(fileURLWithPath: "/sample/1", isDirectory: false)
            private let url2 = URL(fileURLWithPath: "/sample/2", isDirectory: false)
            private let uuid1 = sampleUUID("00000000-0000-0000-0000-000000000001")
            """, in: text)
        // Read once, for the scenarios too; without a spec path, no directive. The stand-in is what a
        // test target without samples finds: its message is the error the build reports.
        Snippet.expect(
            """
            /// The samples of the spec's own types, read once for the tests and the scenarios.
            enum GadgetOwnTypeSamples {
                static var owner: (Owner, Owner) { Owner.transitionSamples }
            }

            /// The spec's own types: each finds the stand-in below when the test target gives it no samples.
            private protocol GadgetOwnType {}

            extension Owner: GadgetOwnType {}

            private extension GadgetOwnType where Self == Owner {
                // Never runs: the compiler refuses every use of an unavailable member.
                @available(*, unavailable, message: "the generated tests need two different values of 'Owner': add `extension Owner { static var transitionSamples: (Owner, Owner) { (..., ...) } }` to a file of the test target")
                static var transitionSamples: (Owner, Owner) { self.transitionSamples }
            }
            """, in: text)
        #expect(!text.contains("#sourceLocation"))
    }

    @Test func theSameMachineGivesTheSameBytes() {
        #expect(
            SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop")
                == SwiftTestsEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop"))
    }
}

import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Inputs built to break a checker: deep nesting, huge names and files, bytes that are
/// not UTF-8, CRLF line endings. Each gets a located error or a machine, never a crash.
@Suite struct PathologicalInputTests {
    static let header = "machine M\ncontext { f: Bool }\ninitial a\nstate a\nevent e\n"

    private func summaries(_ bytes: [UInt8]) -> [String] {
        Pipeline.check(SourceFile(path: "test.sm", bytes: bytes)).summaries
    }

    private func summaries(_ text: String) -> [String] {
        summaries(Array(text.utf8))
    }

    @Test func aHundredThousandParenthesesStopAtTheNestingLimit() {
        let guardText = String(repeating: "(", count: 100_000) + "f" + String(repeating: ")", count: 100_000)
        // "a on e [" is 8 bytes; the 201st parenthesis is column 209.
        #expect(summaries(Self.header + "a on e [\(guardText)] ignore\n") == ["6:209: error: nesting exceeds the limit of 200 levels"])
    }

    @Test func aHundredThousandNegationsStopAtTheNestingLimit() {
        let guardText = String(repeating: "!", count: 100_000) + "f"
        #expect(summaries(Self.header + "a on e [\(guardText)] ignore\n") == ["6:209: error: nesting exceeds the limit of 200 levels"])
    }

    @Test func aHundredThousandOperandChainStopsAtTheNestingLimit() {
        // Left-nested, so every later stage would recurse once per operator.
        let guardText = Array(repeating: "f", count: 100_000).joined(separator: " && ")
        // The operand after the 200th `&&` is the 201st level: column 9 + 5 × 200.
        #expect(summaries(Self.header + "a on e [\(guardText)] ignore\n") == ["6:1009: error: nesting exceeds the limit of 200 levels"])
    }

    @Test func aHundredThousandOptionalMarksStopAtTheNestingLimit() {
        // "state a(x: Int" is 14 bytes: `Int` is the first level, the 200th `?` (column 214) the 201st.
        let optional = "state a(x: Int\(String(repeating: "?", count: 100_000)))\n"
        #expect(summaries("machine M\ninitial a(nil)\n" + optional) == ["3:214: error: nesting exceeds the limit of 200 levels"])
        // Brackets and marks count alike, however they alternate: `Int` and a hundred `?]` pairs
        // are 201 levels, refused at the token after the last `]` (column 12 + 101 + 3 + 200).
        let mixed = String(repeating: "[", count: 101) + "Int" + String(repeating: "?]", count: 101)
        #expect(
            summaries("machine M\ninitial a\nstate a\nevent e(x: \(mixed))\n") == ["4:316: error: nesting exceeds the limit of 200 levels"])
    }

    @Test func aHundredThousandCharacterNameWorksEndToEnd() throws {
        let name = "s" + String(repeating: "x", count: 99_999)
        let file = SourceFile(path: "long.sm", text: "machine M\ninitial \(name)\nstate \(name)\nevent e\n\(name) on e -> \(name)\n")
        let result = Pipeline.check(file)
        #expect(result.summaries == [])
        let machine = try #require(result.machine)
        #expect(SwiftMachineEmitter.emit(machine).contents.contains("case \(name)"))
    }

    @Test func aMisspelledHugeNameIsReportedWithoutASuggestion() {
        let name = String(repeating: "y", count: 100_000)
        #expect(
            summaries("machine M\ninitial a\nstate a\nevent e\na on e -> \(name)x\n")
                == ["5:11: error: unknown state '\(name)x'"])
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        #expect(summaries(Array("machine M\ninitial a\nstate a ".utf8) + [0xFF, 0x0A]) == ["3:9: error: invalid UTF-8 byte 0xFF"])
        let inString = Array("machine M\ninitial a(\"é".utf8) + [0xC3] + Array("\")\nstate a(s: String)\n".utf8)
        #expect(summaries(inString) == ["2:14: error: invalid UTF-8 byte 0xC3 in string literal"])
    }

    @Test func nulBytesAreErrorsAndStringsKeepThemEscaped() throws {
        #expect(
            summaries(Array("machine M\ninitial a\n".utf8) + [0x00] + Array("state a\n".utf8))
                == ["3:1: error: unexpected character U+0 in spec"])
        let result = Pipeline.check(
            SourceFile(path: "nul.sm", bytes: Array("machine M\ninitial a(\"x".utf8) + [0x00] + Array("y\")\nstate a(s: String)\n".utf8)))
        let machine = try #require(result.machine)
        #expect(SwiftMachineEmitter.emit(machine).contents.contains(#""x\u{0}y""#))
    }

    @Test func crlfLineEndingsKeepColumnsRight() throws {
        let checkout = String(decoding: try ExampleSpecs.file("checkout").bytes, as: UTF8.self)
        let crlf = checkout.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(summaries(crlf) == summaries(checkout))
        let misspelled = crlf.replacingOccurrences(of: "draft           on submitTapped", with: "draft           on submitTaped")
        #expect(summaries(misspelled) == ["29:20: error: unknown event 'submitTaped'; did you mean 'submitTapped'?"])
        let rendered = DiagnosticRenderer.render(
            Pipeline.check(SourceFile(path: "c.sm", text: misspelled)).diagnostics,
            in: SourceFile(path: "c.sm", text: misspelled))
        #expect(!rendered.contains("\r"))
    }

    /// Just under the 4 MB limit.
    @Test func aFourMegabyteSpecIsCheckedToTheEnd() {
        let comments = String(repeating: "// a comment line that pads the spec to four megabytes\n", count: 76_000)
        let lines = 76_000
        let text = comments + "machine M\ninitial a\nstate a\nevent e\na on e -> b\n"
        #expect(text.utf8.count > 4_000_000 && text.utf8.count <= 4 << 20)
        #expect(summaries(text) == ["\(lines + 5):11: error: unknown state 'b'; did you mean 'a'?"])
    }

    @Test func aFileOfGarbageStopsAfterAThousandErrors() {
        let result = Pipeline.check(SourceFile(path: "garbage.sm", text: String(repeating: "@\n", count: 100_000)))
        // A thousand '@'s, the lexer stopping where it stands (after the 1000th, on its line),
        // and the checker's missing machine.
        #expect(result.diagnostics.count == 1_002)
        #expect(result.summaries.contains("1:1: error: spec has no 'machine' declaration; start it with 'machine NAME'"))
        #expect(result.summaries.last == "1000:2: error: too many errors; stopping after 1000")
    }

    @Test func thousandsOfWarningsAreCapped() {
        let events = (0..<1_500).map { "event e\($0)\n" }.joined()
        let result = Pipeline.check(SourceFile(path: "w.sm", text: "machine M\ninitial a\nstate a final\n" + events))
        #expect(result.diagnostics.count == 1_001)
        #expect(result.summaries.last == "1004:7: warning: too many warnings; 500 more not shown")
    }
}

import Foundation
import StateMachineCompiler
import Testing

/// Text that would flood or take over a terminal, or that is not the UTF-8 it claims to be:
/// huge lines, escape sequences in paths and messages, ill-formed byte sequences.
@Suite struct HostileTextTests {
    /// 0123456789 repeated: every column says where it is.
    static let digitLine = String((0..<1_000).map { Character(String($0 % 10)) })

    @Test func aLongLineIsShownAsAWindowAroundTheCaret() {
        let file = SourceFile(path: "long.sm", text: Self.digitLine + "\n")
        let diagnostic = Diagnostic.error(.unexpectedCharacter, "boom", at: SourceRange(start: 500, end: 501))
        // 80 bytes before the caret and 240 in all, cut where marked.
        let excerpt = "…" + String(repeating: "0123456789", count: 24) + "…"
        let caret = String(repeating: " ", count: 81) + "^"
        #expect(DiagnosticRenderer.render(diagnostic, in: file) == "long.sm:1:501: error: boom\n\(excerpt)\n\(caret)\n")
    }

    @Test func aShortLineIsShownWhole() {
        let file = SourceFile(path: "short.sm", text: "machine M\ninitial a\tb @\n")
        let diagnostic = Diagnostic.error(.unexpectedCharacter, "boom", at: SourceRange(start: 22, end: 23))
        #expect(DiagnosticRenderer.render(diagnostic, in: file) == "short.sm:2:13: error: boom\ninitial a\tb @\n         \t  ^\n")
    }

    @Test func aMegabyteLineOfGarbageCostsEachDiagnosticAFewHundredBytes() {
        let file = SourceFile(path: "garbage.sm", text: String(repeating: "@", count: 1_000_000) + "\n")
        let result = Pipeline.check(file)
        #expect(result.diagnostics.count > 1_000)
        let rendered = DiagnosticRenderer.render(result.diagnostics, in: file)
        // Each diagnostic: its line, an excerpt of at most 240 bytes (and two `…`), the caret line.
        #expect(rendered.utf8.count < result.diagnostics.count * 700)
    }

    @Test func escapeSequencesInPathsAndMessagesAreNotPrintedRaw() {
        let file = SourceFile(path: "a\u{1B}[2J\u{202E}.sm", text: "machine M\ninitial a\u{9B}\n")
        let rendered = DiagnosticRenderer.render(Pipeline.check(file).diagnostics, in: file)
        #expect(rendered.hasPrefix("a\u{FFFD}[2J\u{FFFD}.sm:"))
        #expect(!rendered.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{202E}" })
    }

    /// Sequences the old width check let through, each of which decoded to U+FFFD: overlong
    /// forms, a surrogate, lead bytes F5–FF, a value above U+10FFFF.
    @Test(
        arguments: [
            [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
            [0xFF, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80],
        ] as [[UInt8]])
    func illFormedUTF8InAStringIsAnErrorAtItsFirstByte(_ sequence: [UInt8]) {
        let bytes = Array("machine M\ninitial a(\"".utf8) + sequence + Array("\")\nstate a(s: String)\n".utf8)
        let summaries = Pipeline.check(SourceFile(path: "u.sm", bytes: bytes)).summaries
        let lead = String(sequence[0], radix: 16, uppercase: true)
        #expect(summaries.first == "2:12: error: invalid UTF-8 byte 0x\(lead) in string literal")
    }

    @Test func wellFormedUTF8AtEveryWidthIsAccepted() throws {
        let text = "machine M\ninitial a(\"é€😀\u{10FFFF}\")\nstate a(s: String)\n"
        let machine = try #require(Pipeline.check(SourceFile(path: "u.sm", text: text)).machine)
        #expect(SwiftMachineEmitter.emit(machine).contents.contains("\"é€😀\u{10FFFF}\""))
    }
}

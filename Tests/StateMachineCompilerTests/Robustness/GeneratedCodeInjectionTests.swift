import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Spec text that tries to end a generated comment or literal early, or to hide code from a
/// reviewer: every control and format character (Unicode Cc and Cf, and the line and
/// paragraph separators) in a string value, a row and the spec's file name.
@Suite struct GeneratedCodeInjectionTests {
    /// Every scalar that must never appear raw in generated Swift.
    static let hostileScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
        switch $0.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
    static let hostileSet = Set(hostileScalars)

    /// A spec using `character` in a state's initial value, an event pattern, an effect
    /// argument and a guard, each of which reaches a literal and the row comments.
    static func spec(with character: Unicode.Scalar) -> [UInt8] {
        let value = "x\(Character(character))y"
        return Array(
            """
            machine M
            initial a("\(value)")
            state a(s: String)
            state b
            event e(s: String)
            effect log(s: String)
            a on e("\(value)") -> b / log("\(value)")
            a(s) on e(t) [t == "\(value)" || s == t] ignore
            b on e ignore

            """.utf8)
    }

    static func generated(_ bytes: [UInt8], path: String) -> [GeneratedFile]? {
        guard let machine = Pipeline.check(SourceFile(path: path, bytes: bytes)).machine else { return nil }
        return [SwiftMachineEmitter.emit(machine), RuntimeConformanceEmitter.emit(machine)]
            + Pipeline.emitTests(Pipeline.plan(machine), module: "M")
    }

    /// How Swift spells the scalar inside a literal: the short escapes, else `\u{HEX}`.
    static func swiftEscape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    @Test func theSweepCoversEveryControlAndFormatCharacter() {
        // Cc is U+0000–001F and U+007F–009F (65); Unicode 15 has 170 Cf characters.
        #expect(Self.hostileScalars.filter { $0.properties.generalCategory == .control }.count == 65)
        #expect(Self.hostileScalars.count > 200)
        #expect(Self.hostileScalars.contains("\u{202E}") && Self.hostileScalars.contains("\u{2028}"))
    }

    @Test func noControlOrFormatCharacterReachesGeneratedSwiftRaw() throws {
        // A line feed and a carriage return both end a line, so neither can be inside a string.
        for scalar in Self.hostileScalars where scalar != "\n" && scalar != "\r" {
            let files = try #require(Self.generated(Self.spec(with: scalar), path: "spec.sm"), "U+\(scalar.value)")
            for file in files {
                let raw = file.contents.unicodeScalars.first { Self.hostileSet.contains($0) && $0 != "\n" }
                #expect(raw == nil, "U+\(String(scalar.value, radix: 16)) raw in \(file.name)")
            }
            #expect(files[0].contents.contains("\"x\(Self.swiftEscape(scalar))y\""), "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func noControlOrFormatCharacterInTheFileNameReachesGeneratedSwiftRaw() throws {
        let plain = Self.spec(with: "z")
        for scalar in Self.hostileScalars {
            let name = "f\(Character(scalar))g.sm"
            let files = try #require(Self.generated(plain, path: "/tmp/" + name))
            for file in files {
                let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                let raw = lines.first { $0.unicodeScalars.contains { Self.hostileSet.contains($0) } }
                #expect(raw == nil, "U+\(String(scalar.value, radix: 16)) raw in \(file.name)")
                #expect(file.contents.contains("f\(Self.swiftEscape(scalar))g.sm"), "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    /// A carriage return ends a line, as the editor protocol and Swift say, even inside a
    /// string: the string is unterminated there, so what follows can never reach the reducer.
    @Test func aCarriageReturnEndsTheStringItInterrupts() throws {
        let spec = "machine M\ninitial a\nstate a\nstate b\nevent e(s: String)\na on e(\"x\r    return .unhandled //\") -> b\n"
        let result = Pipeline.check(SourceFile(path: "inject.sm", text: spec))
        #expect(result.machine == nil)
        let unterminated = result.diagnostics.filter { $0.id == .unterminatedString }
        #expect(unterminated.map { result.file.location(of: $0.range.start).description } == ["6:8"])
    }

    @Test func bidiOverridesAreSpelledOutWhereAReviewerReadsThem() throws {
        let spec = "machine M\ninitial a(\"admin\u{202E} \u{2066}\")\nstate a(s: String)\nevent e\na on e ignore\n"
        let machine = try #require(Pipeline.check(SourceFile(path: "bidi\u{202E}ms.sm", text: spec)).machine)
        let reducer = SwiftMachineEmitter.emit(machine).contents
        #expect(reducer.hasPrefix("// Generated by statemachine-gen from bidi\\u{202E}ms.sm. Do not edit"))
        Snippet.expect(
            #"""
                    /// Where the machine starts.
                    static let initial: State = .a(s: "admin\u{202E} \u{2066}")
                }
            """#, in: reducer)
    }

    /// The attack that used to work, compiled: before the escaping, the file name's line break
    /// put code at the top level (a carriage return in a string now ends the string instead).
    @Test(.enabled(if: Swiftc.isAvailable)) func injectedCodeCompilesAsDataNotAsCode() throws {
        let value = "x\u{0}\u{202E}    fatalError() //"
        let spec = "machine M\ninitial a(\"\(value)\")\nstate a(s: String)\nstate b\nevent e(s: String)\na on e(\"\(value)\") -> b\n"
        let file = SourceFile(path: "in\n    fatalError()\r//.sm", text: spec)
        let machine = try #require(Pipeline.check(file).machine)
        let output = try Swiftc.buildAndRun([
            "m.swift": SwiftMachineEmitter.emit(machine).contents,
            "main.swift": """
            var state = M.State.initial
            if case .a(let s) = state { print(s.unicodeScalars.map(\\.value)) }
            print(M.reduce(&state, on: .e(s: "x\\u{0}\\u{202E}    fatalError() //")), state)

            """,
        ])
        #expect(output == "\(value.unicodeScalars.map(\.value))\ntransitioned(effects: []) b\n")
    }
}

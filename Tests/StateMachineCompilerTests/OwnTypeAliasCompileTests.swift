import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A type of the user's own that the spec misspells is one error, at the spec line that first
/// spells it, however many lines spell it: the generated declarations name one alias of it.
@Suite(.enabled(if: Swiftc.isAvailable)) struct OwnTypeAliasCompileTests {
    let commandLine = CommandLineTests()

    /// `Artcle` in the context (line 4), two states, two events and an effect.
    static let spec = """
        machine Library

        context {
            pinned: Artcle
        }

        initial idle

        state idle
        state loaded(items: [Artcle])
        state reading(article: Artcle)

        event received(items: [Artcle])
        event opened(article: Artcle)

        effect show(article: Artcle)

        idle on received(items) -> loaded(items)
        loaded(_) on opened(article) -> reading(article) / show(article)

        """

    /// Generates the public machine (whose context also has an initializer spelling the type) and
    /// type-checks it; swiftc's `error:` lines, and how many notes it printed.
    private func compile() throws -> (errors: [String], notes: Int, spec: String) {
        let directory = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try commandLine.write(Self.spec, "library.sm", in: directory)
        let run = commandLine.run(["generate", spec, "--access", "public", "--output", directory.path])
        #expect(run.status == .success, "\(run.errors)")
        let result = try ProcessRunner.run(
            Swiftc.executable ?? "swiftc",
            ["-typecheck", "-swift-version", "6", "-parse-as-library", directory.appendingPathComponent("library.swift").path],
            mergingErrors: true)
        let lines = result.output.split(separator: "\n").map(String.init)
        return (lines.filter { $0.contains(": error: ") }, lines.filter { $0.contains(": note: ") }.count, spec)
    }

    @Test func aMisspelledTypeOnSixLinesIsOneErrorAtItsFirstLine() throws {
        let (errors, notes, spec) = try compile()
        // Line 4 is `pinned: Artcle`, counted by hand above. The column is the generated line's, as
        // Diagnostics.md says: 4 spaces + `public typealias SpecArtcle = ` (30) put `Artcle` at 35.
        #expect(errors == ["\(spec):4:35: error: cannot find type 'Artcle' in scope"], "\(errors)")
        #expect(notes == 0)
    }
}

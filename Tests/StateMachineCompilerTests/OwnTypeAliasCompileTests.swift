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

    /// 130 states carrying `Artcle`, each passing the event's value on: more than `ReducerParts.size`
    /// states have rows for `go`, so `reduce` hands them to parts whose parameters spell the type too.
    static let largeSpec =
        "machine Large\ninitial idle\nstate idle\nevent go(a: Artcle)\n"
        + (0..<130).map { "state s\($0)(a: Artcle)\n" }.joined()
        + "idle on go(x) -> s0(x)\n"
        + (0..<130).map { $0 == 129 ? "s129 on go -> idle\n" : "s\($0) on go(x) -> s\($0 + 1)(x)\n" }.joined()

    /// `Box<Artcle>` on line 6, `Artcle` alone on line 7, and `Box` declared by the module.
    static let genericSpec = """
        machine Shelf

        initial idle

        state idle
        state boxed(box: Box<Artcle>)
        state reading(article: Artcle) final

        event received(box: Box<Artcle>)
        event opened(article: Artcle)

        idle on received(box) -> boxed(box)
        boxed(_) on opened(article) -> reading(article)

        """

    static let box = "struct Box<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable { var value: Value }\n"

    /// Generates the machine (public: its context also has an initializer spelling the type) and
    /// type-checks it, beside `module` (Swift of the user's own); swiftc's `error:` lines, and how many notes it printed.
    private func compile(
        _ text: String = spec, access: String = "public", options: [String] = [], module: String = ""
    ) throws -> (errors: [String], notes: Int, spec: String) {
        let directory = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try commandLine.write(text, "library.sm", in: directory)
        let run = commandLine.run(["generate", spec, "--access", access, "--output", directory.path] + options)
        #expect(run.status == .success, "\(run.errors)")
        let moduleFile = try commandLine.write(module, "module.swift", in: directory)
        let result = try ProcessRunner.run(
            Swiftc.executable ?? "swiftc",
            ["-typecheck", "-swift-version", "6", "-parse-as-library", directory.appendingPathComponent("library.swift").path, moduleFile],
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

    @Test func theReducersPartsNameTheAliasToo() throws {
        let (errors, notes, spec) = try compile(Self.largeSpec, access: "internal")
        // `event go(a: Artcle)` is line 4; 4 spaces + `typealias SpecArtcle = ` (23) put `Artcle` at 28.
        #expect(errors == ["\(spec):4:28: error: cannot find type 'Artcle' in scope"], "\(errors)")
        #expect(notes == 0)
    }

    /// Swift synthesizes no `Codable` over a type it cannot find: a codable machine, and a durable
    /// one (whose journal writes its values), write theirs out, and the misspelling stays one error.
    @Test(arguments: [
        (Self.spec, ["--codable"]),
        (Self.spec.replacingOccurrences(of: "effect show(article: Artcle)", with: "effect show(article: Artcle) durable"), []),
    ])
    func aMisspelledTypeInACodableOrDurableMachineIsOneErrorToo(text: String, options: [String]) throws {
        let (errors, notes, spec) = try compile(text, options: options)
        // The alias goes through the check that the type is Codable: 4 spaces +
        // `public typealias SpecArtcle = SpecCodable<` (42) put `Artcle` at 47.
        #expect(errors == ["\(spec):4:47: error: cannot find type 'Artcle' in scope"], "\(errors)")
        #expect(notes == 0)
    }

    /// A type of the user's that is not Codable is one error too, at its first line, in the words
    /// Swift uses for it: the written conformances would have made one per use, in the generated file.
    @Test func aTypeThatIsNotCodableIsOneErrorAtItsFirstLine() throws {
        let text = Self.spec.replacingOccurrences(of: "Artcle", with: "Money")
        let (errors, notes, spec) = try compile(text, options: ["--codable"], module: "public struct Money: Equatable, Sendable {}\n")
        // Swift points at the check the alias fails: 4 spaces + `public typealias SpecMoney = ` (29)
        // put `SpecCodable<Money>` at 34.
        #expect(errors == ["\(spec):4:34: error: type 'Money' does not conform to protocol 'Decodable'"], "\(errors)")
        #expect(notes == 0)
    }

    /// `Box<Artcle>`'s alias names `Artcle`'s, so the misspelling is one error, at line 6, where it
    /// is first spelled; an internal machine's alias puts it at column 4 + `typealias SpecArtcle = ` (23)
    /// + 1, or, codable, 4 + `typealias SpecArtcle = SpecCodable<` (35) + 1.
    @Test(arguments: [([], 28), (["--codable"], 40)])
    func aMisspelledArgumentOfAGenericTypeIsOneErrorWithTheTypeAlone(options: [String], column: Int) throws {
        let (errors, notes, spec) = try compile(Self.genericSpec, access: "internal", options: options, module: Self.box)
        #expect(errors == ["\(spec):6:\(column): error: cannot find type 'Artcle' in scope"], "\(errors)")
        #expect(notes == 0)
    }
}

import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Specs that passed `check` and generated Swift that swiftc refused or warned about, each
/// compiled with `-warnings-as-errors` in Swift 6 mode and driven through its rows.
@Suite(.enabled(if: Swiftc.isAvailable)) struct AcceptedSpecRegressionTests {
    /// A negation of a negation, as written and implied: Swift lexes `!!` as one operator.
    static let doubleNegation = """
        machine NotNot
        context { b: Bool, k: Int }
        initial a
        state a
        state c final
        event go
        event again
        event more
        a on go [!!b] -> c
        a on again [!(!b)] -> c
        a on more [!(!(k > 1))] -> c

        """

    @Test func aDoubleNegationCompilesAndMeansItsOperand() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "notnot.sm", text: Self.doubleNegation)).machine)
        let output = try Swiftc.buildAndRun([
            "notnot.swift": SwiftMachineEmitter.emit(machine).contents,
            "main.swift": """
            for event in [NotNot.Event.go, .again, .more] {
                var yes = NotNot.State.initial
                var no = NotNot.State.initial
                let held = NotNot.reduce(&yes, on: event, context: .init(b: true, k: 2))
                let failed = NotNot.reduce(&no, on: event, context: .init(b: false, k: 1))
                print(held, yes, failed, no)
            }

            """,
        ])
        #expect(output == String(repeating: "transitioned(effects: []) c rejected a\n", count: 3))
    }

    /// Rows the reducer never reaches (after one that always fires, or with a guard that is
    /// always false) bind nothing: an unused `let` is a warning.
    static let deadRowsWithPatterns = """
        machine Shadow
        initial a(0)
        state a(n: Int)
        state b final
        event go(m: Int)
        event stop(m: Int)
        a on go -> b
        a(n) on go(m) [n == m] -> b
        a(n) on stop(m) [false] -> b
        a on stop ignore

        """

    @Test func rowsThatNeverRunBindNoPayload() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "shadow.sm", text: Self.deadRowsWithPatterns)).machine)
        let output = try Swiftc.buildAndRun([
            "shadow.swift": SwiftMachineEmitter.emit(machine).contents,
            "main.swift": """
            var state = Shadow.State.initial
            print(Shadow.reduce(&state, on: .stop(m: 0)), state, Shadow.reduce(&state, on: .go(m: 1)), state)

            """,
        ])
        #expect(output == "ignored a(n: 0) transitioned(effects: []) b\n")
    }

    /// A lone optional value in a redacting mirror, as the random specs found it: `Any` from
    /// `Int?` without `as Any` is a warning.
    static let optionalBesideSensitive = """
        machine Masked
        context { hint: String?, secret: String sensitive }
        initial idle(nil)
        state idle(count: Int?)
        state locked(pin: String sensitive)
        event lock(pin: String sensitive)
        idle on lock(p) -> locked(p)

        """

    @Test func anOptionalBesideASensitiveFieldMirrorsWithoutAWarning() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "masked.sm", text: Self.optionalBesideSensitive)).machine)
        let output = try Swiftc.buildAndRun([
            "masked.swift": SwiftMachineEmitter.emit(machine).contents,
            "main.swift": """
            func show(_ value: Any) -> String {
                Mirror(reflecting: value).children.map { "\\($0.label ?? "-"): \\($0.value)" }.joined(separator: ", ")
            }
            print(show(Masked.State.idle(count: 3)), "|", show(Masked.Context(hint: "h", secret: "s")))

            """,
        ])
        #expect(output == "idle: Optional(3) | hint: Optional(\"h\"), secret: <redacted>\n")
    }
}

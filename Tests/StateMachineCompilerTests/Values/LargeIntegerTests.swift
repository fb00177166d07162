import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// Every value of every 64-bit integer type can be written, `UInt64.max` included; a literal
/// that fits no 64-bit type, or not the type it is written for, is an error where it is
/// written; arithmetic at the ends of a type is reported, never wrapped or trapped on.
@Suite struct LargeIntegerTests {
    static let max = IntegerValue(isNegative: false, magnitude: UInt64.max)

    // States: at 0, top 1. Events: step 0, grow 1. Effects: report 0.
    static let counter = """
        machine Counter
        initial at(18446744073709551615)
        state at(n: UInt64)
        state top(n: UInt) final
        event step(by: UInt64)
        event grow(by: UInt64)
        effect report(value: UInt64)
        at(n) on step(18_446_744_073_709_551_615) [n == 18446744073709551615] -> top(18446744073709551615) / report(18446744073709551615)
        at(n) on step(b) [b < n] -> at(n - b)
        at(n) on grow(b) [n + b > n] -> at(n + b)

        """

    static let fields = """
        machine Limits
        context { small: UInt8, tiny: Int8, big: UInt64, whole: Int64, word: UInt, ratio: Double, single: Float, half: Float16, money: Decimal }
        initial idle
        state idle
        state done final
        event tick
        event more
        event most
        event finish
        idle on finish -> done

        """

    @Test func uint64MaxIsAcceptedInEveryPlaceALiteralGoes() throws {
        let result = Pipeline.check(SourceFile(path: "counter.sm", text: Self.counter))
        #expect(result.diagnostics.isEmpty, "\(result.summaries)")
        let machine = try #require(result.machine)
        #expect(machine.initial.arguments == [.integer(Self.max)])
        #expect(machine.rows[0].eventPatterns == [.literal(.integer(Self.max))])
        #expect(machine.rows[0].clause.targetArguments == [.literal(.integer(Self.max))])
        #expect(machine.rows[0].clause.effects.first?.arguments == [.literal(.integer(Self.max))])
    }

    @Test func theEndsOfEverySixtyFourBitTypeAreAcceptedForTheirTypes() {
        expectDiagnostics(
            Self.fields
                + "idle on tick [big == 18446744073709551615 && word == 18446744073709551615 && whole == -9223372036854775808 "
                + "&& tiny == -128 && small == 255 && ratio == 9007199254740992 && single == 16777216 && half == 65504 "
                + "&& money == 9223372036854775807] ignore\nidle on more ignore\nidle on most ignore\n",
            [])
    }

    @Test func aLiteralOutsideItsTypeIsAnErrorAtItsComparison() {
        expectDiagnostics(
            Self.fields + """
                idle on tick [small 1️⃣== 300] ignore
                idle on tick [tiny 2️⃣== -129] ignore
                idle on tick [big 3️⃣== -1] ignore
                idle on tick [whole 4️⃣== 9223372036854775808] ignore
                idle on tick [ratio 5️⃣== 9007199254740993] ignore
                idle on tick [half 6️⃣== 65536] ignore
                idle on tick [money 7️⃣== 9223372036854775808] ignore
                idle on tick [single 8️⃣== 16777217] ignore
                idle on tick [word 9️⃣< -1] ignore

                """,
            [
                .error("1️⃣", .typeMismatch, "integer literal '300' overflows when stored into 'UInt8'"),
                .error("2️⃣", .typeMismatch, "integer literal '-129' overflows when stored into 'Int8'"),
                .error("3️⃣", .typeMismatch, "negative integer '-1' overflows when stored into unsigned type 'UInt64'"),
                .error("4️⃣", .typeMismatch, "integer literal '9223372036854775808' overflows when stored into 'Int64'"),
                .error("5️⃣", .typeMismatch, "'9007199254740993' is not exactly representable as 'Double'; write a value it holds"),
                .error("6️⃣", .typeMismatch, "integer literal '65536' overflows when stored into 'Float16'"),
                .error("7️⃣", .typeMismatch, "integer literal '9223372036854775808' overflows when stored into 'Decimal'"),
                .error("8️⃣", .typeMismatch, "'16777217' is not exactly representable as 'Float'; write a value it holds"),
                .error("9️⃣", .typeMismatch, "negative integer '-1' overflows when stored into unsigned type 'UInt'"),
            ])
    }

    @Test func aLiteralThatFitsNoSixtyFourBitTypeIsAnErrorWhereverItIsWritten() {
        expectDiagnostics(
            Self.fields + "idle on tick [big == 1️⃣18446744073709551616 || whole == 2️⃣-9_223_372_036_854_775_809] ignore\n",
            [
                .error("1️⃣", .integerOverflow, "integer literal '18446744073709551616' does not fit in any 64-bit integer type"),
                .error("2️⃣", .integerOverflow, "integer literal '-9223372036854775809' does not fit in any 64-bit integer type"),
            ])
    }

    @Test func aDelayAboveIntMaxIsTooLongNotMisread() {
        expectDiagnostics(
            "machine M\ninitial a\nstate a\nstate b\na after 1️⃣18446744073709551615ms -> b\n",
            [
                .error(
                    "1️⃣", .durationOutOfRange,
                    "'18446744073709551615ms' is too long: a delay must fit in 9223372036854775807 milliseconds")
            ])
    }

    @Test func guardsAtTheTopOfARangeAreDecidedWithinTheType() {
        expectDiagnostics(
            Self.fields + """
                idle on tick [1️⃣big <= 18446744073709551615] ignore
                idle on more [2️⃣big > 18446744073709551615] ignore
                idle on most [3️⃣small <= 255] ignore

                """,
            [
                .warning("1️⃣", .guardAlwaysTrue, "guard is always true, so it never stops this row from firing"),
                .warning("2️⃣", .guardAlwaysFalse, "guard is always false, so this row can never fire"),
                .warning("3️⃣", .guardAlwaysTrue, "guard is always true, so it never stops this row from firing"),
            ])
    }

    @Test func sumsAtTheEndsOfATypeAreReportedNotWrapped() {
        let one: IntegerValue = 1
        #expect(IntegerType.uint64.apply(.add, IntegerValue(isNegative: false, magnitude: UInt64.max - 1), one) == Self.max)
        #expect(IntegerType.uint64.apply(.add, Self.max, one) == nil)
        #expect(IntegerType.uint.apply(.subtract, 0, one) == nil)
        #expect(IntegerType.int64.apply(.subtract, IntegerValue(Int.min), one) == nil)
        #expect(IntegerType.int64.apply(.add, IntegerValue(Int.max), one) == nil)
        #expect(IntegerType.int64.apply(.add, -1, Self.max) == nil, "UInt64.max - 1 is no Int64")
        #expect(Self.max.adding(Self.max) == nil)
        #expect(Self.max.negated.subtracting(Self.max) == nil)
        #expect(Self.max.adding(Self.max.negated) == 0)
        #expect(IntegerValue(isNegative: true, magnitude: 0) == 0)
        #expect([Self.max, 0, -1, Self.max.negated, 1, -2].sorted() == [Self.max.negated, -2, -1, 0, 1, Self.max])
        #expect(IntegerValue(Int.min).int == Int.min)
        #expect(IntegerValue(isNegative: true, magnitude: UInt64(Int.max) + 2).int == nil)
        #expect(Self.max.int == nil)
        #expect(Self.max.description == "18446744073709551615" && IntegerValue(Int.min).description == "-9223372036854775808")
    }

    @Test func theInterpreterStepsAtUInt64MaxAndThrowsWhereSwiftTraps() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "counter.sm", text: Self.counter)).machine)
        let interpreter = Interpreter(machine)
        let atMax = RuntimeCase(0, [.integer(Self.max)])
        let fired = try interpreter.step(from: atMax, on: RuntimeCase(0, [.integer(Self.max)]))
        #expect(fired.state == RuntimeCase(1, [.integer(Self.max)]))
        #expect(fired.outcome == .transitioned(effects: [RuntimeCase(0, [.integer(Self.max)])]))
        let stepped = try interpreter.step(from: atMax, on: RuntimeCase(0, [.integer(1)]))
        #expect(stepped.state == RuntimeCase(0, [.integer(IntegerValue(isNegative: false, magnitude: UInt64.max - 1))]))
        #expect(throws: Overflow.self) { try interpreter.step(from: atMax, on: RuntimeCase(1, [.integer(1)])) }
        // The generated tables never send an input whose sum traps: n + b stays within UInt64.
        for tableCase in TransitionTable.cases(for: machine) where tableCase.state.index == 0 && tableCase.event.index == 1 {
            guard case .integer(let n) = tableCase.state.values[0], case .integer(let b) = tableCase.event.values[0] else {
                Issue.record("not integers: \(tableCase)")
                continue
            }
            #expect(!n.magnitude.addingReportingOverflow(b.magnitude).overflow, "\(tableCase)")
        }
    }

    /// The generated reducer with `UInt64.max` in a pattern, a guard, a target and an effect,
    /// compiled warning-free and run; each line worked out from the rows.
    @Test(.enabled(if: Swiftc.isAvailable)) func uint64MaxCompilesIntoTheReducerAndBehaves() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "counter.sm", text: Self.counter)).machine)
        let output = try Swiftc.buildAndRun([
            "counter.swift": SwiftMachineEmitter.emit(machine).contents,
            "main.swift": """
            var counter = Counter.State.initial
            print(counter)
            print(Counter.reduce(&counter, on: .step(by: 1)), counter)
            var full = Counter.State.at(n: 18446744073709551615)
            print(Counter.reduce(&full, on: .step(by: 18446744073709551615)), full)
            var low = Counter.State.at(n: 3)
            print(Counter.reduce(&low, on: .step(by: 18446744073709551615)), Counter.reduce(&low, on: .grow(by: 2)), low)

            """,
        ])
        #expect(
            output.split(separator: "\n") == [
                "at(n: 18446744073709551615)",
                "transitioned(effects: []) at(n: 18446744073709551614)",
                "transitioned(effects: [drive.Counter.Effect.report(value: 18446744073709551615)]) top(n: 18446744073709551615)",
                "rejected transitioned(effects: []) at(n: 5)",
            ])
    }
}

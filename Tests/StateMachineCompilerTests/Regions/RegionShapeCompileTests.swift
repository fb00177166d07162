import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Region machines of unusual shapes compile warning-free and behave as written: a region named
/// by a Swift keyword with a sensitive payload and a timer, and a region of 300 payload states,
/// whose chooser `reduce` splits into parts. Expectations worked out by hand from the rows.
@Suite(.enabled(if: Swiftc.isAvailable)) struct RegionShapeCompileTests {
    static let keywords = """
        machine Kw
        context { secret: String sensitive }
        initial a, x(0)
        state a
        state b(token: String sensitive)
        state x(n: Int)
        state y
        region default = a, b
        region other = x, y
        event go(token: String)
        event tick
        effect say(n: Int)
        entry default / say(1)
        x(n) after 5s [!in(b) || in(default)] -> y / say(n)
        a on go(t) [in(x(0))] -> b(t)
        b on go ignore
        x(n) on tick stays x(n + 1)
        y on tick [in(default)] -> x(0)

        """

    static var big: String {
        var spec = "machine Big\ninitial s0(0), idle\nevent tick(value: Int)\nstate idle\nstate busy\n"
        for index in 0..<300 { spec += "state s\(index)(value: Int)\n" }
        spec += "region counter = " + (0..<300).map { "s\($0)" }.joined(separator: ", ") + "\nregion side = idle, busy\n"
        for index in 0..<300 { spec += "s\(index)(v) on tick(w) [v != w] -> s\((index + 1) % 300)(w)\n" }
        return spec + "idle on tick [in(s3)] -> busy\nbusy on tick -> idle\n"
    }

    static let driver = """
        let context = Kw.Context(secret: "s")
        var kw = Kw.State.initial
        print(Kw.entryEffects(of: kw, context: context))
        print(Kw.reduce(&kw, on: .go(token: "t"), context: context), kw.default, kw.other)
        print(Kw.reduce(&kw, after: .xTimeout, context: context), kw.other)
        print(Kw.reduce(&kw, on: .tick, context: context), kw.other)
        print(Kw.reduce(&kw, on: .tick, context: context), kw.other)
        var big = Big.State(counter: .s299(value: 1), side: .idle)
        print(Big.reduce(&big, on: .tick(value: 1)), Big.reduce(&big, on: .tick(value: 2)), big.counter, big.side)

        """

    @Test func aKeywordRegionWithSecretsAndARegionOfThreeHundredStatesCompileAndBehave() throws {
        let output = try Swiftc.buildAndRun([
            "kw.swift": try RegionCompileTests.generated(Self.keywords, path: "kw.sm", access: .public),
            "big.swift": try RegionCompileTests.generated(Self.big, path: "big.sm"), "main.swift": Self.driver,
        ])
        #expect(
            output.split(separator: "\n").map(String.init) == [
                "[drive.Kw.Effect.say(n: 1)]",
                "transitioned(effects: []) b(token: <redacted>) x(n: 0)",
                // `in(default)` always holds: the timer fires in `other`, and `default` keeps its state.
                "transitioned(effects: [drive.Kw.Effect.say(n: 0)]) y",
                "transitioned(effects: []) x(n: 0)",
                "updated(effects: []) x(n: 1)",
                // `in(s3)` reads the counter before the event, which is not there: the side rejects.
                "rejected transitioned(effects: []) s0(value: 2) idle",
            ])
    }
}

import Foundation
import Testing
import StateMachineCompiler

/// Machines large enough for the shapes that keep optimized builds linear: a hand-written
/// `==` (more than 256 cases) and a reducer split into part functions (more than 128
/// states with rows for one event). Compiled with `-warnings-as-errors` and run; every
/// expectation is computed here from the spec's rules, not by the generator.
@Suite(.enabled(if: Swiftc.isAvailable)) struct LargeMachineShapeTests {
    static let stateCount = 300

    /// Payload shapes by index: none, one Int, an Int and a String, an optional String.
    static func stateDeclaration(_ index: Int) -> String {
        switch index % 4 {
        case 0: "state s\(index)"
        case 1: "state s\(index)(a: Int)"
        case 2: "state s\(index)(a: Int, b: String)"
        default: "state s\(index)(a: String?)"
        }
    }

    /// Two values per payload-carrying case that differ in one payload position only (the
    /// last), so a `==` that skips a position or compares the wrong case fails.
    static func stateValues(_ index: Int) -> [String] {
        switch index % 4 {
        case 0: [".s\(index)"]
        case 1: [".s\(index)(a: 1)", ".s\(index)(a: 2)"]
        case 2: [".s\(index)(a: 1, b: \"x\")", ".s\(index)(a: 1, b: \"y\")"]
        default: [".s\(index)(a: nil)", ".s\(index)(a: \"x\")"]
        }
    }

    @Test func theWrittenOutEqualityHoldsExactlyForTheSameCaseAndPayload() throws {
        var spec = "machine Many\ninitial s0\nevent poke\n* on poke ignore\n"
        for index in 0..<Self.stateCount { spec += Self.stateDeclaration(index) + "\n" }
        let machine = try #require(SpecChecker.check(SourceFile(path: "many.sm", text: spec)).machine)
        let source = SwiftMachineEmitter.emit(machine, access: .public).contents
        #expect(source.contains("public static func == (lhs: State, rhs: State) -> Bool {"))
        // Each value is tagged with its case and variant; equal exactly when both tags are.
        let values = (0..<Self.stateCount).flatMap { index in
            Self.stateValues(index).enumerated().map { "(\(index), \($0.offset), Many.State\($0.element))" }
        }
        let driver = """
            let values: [(Int, Int, Many.State)] = [
                \(values.joined(separator: ",\n    "))
            ]
            var pairs = 0
            var wrong: [String] = []
            for (leftCase, leftVariant, left) in values {
                for (rightCase, rightVariant, right) in values {
                    pairs += 1
                    if (left == right) != (leftCase == rightCase && leftVariant == rightVariant) {
                        wrong.append("\\(left) == \\(right) is \\(left == right)")
                    }
                }
            }
            print(pairs, wrong.count, wrong.prefix(5))

            """
        let output = try Swiftc.buildAndRun(["many.swift": source, "main.swift": driver])
        let count = (0..<Self.stateCount).map { Self.stateValues($0).count }.reduce(0, +)
        #expect(output == "\(count * count) 0 []\n")
    }

    @Test func aReducerSplitIntoPartsFiresTheSameRowsAsTheSpecSays() throws {
        let last = Self.stateCount - 1
        var spec = "machine Wide\ninitial s0(0)\nevent tick(w: Int)\n"
        for index in 0..<Self.stateCount {
            spec += "state s\(index)(v: Int)\(index == last ? " final" : "")\n"
        }
        // Every seventh state and the final one have no row of their own for `tick`.
        for index in 0..<last where index % 7 != 0 {
            spec += "s\(index)(v) on tick(w) [v != w] -> s\(index + 1)(w)\n"
        }
        spec += "* on tick(w) -> s0(w)\n"
        let machine = try #require(SpecChecker.check(SourceFile(path: "wide.sm", text: spec)).machine)
        let source = SwiftMachineEmitter.emit(machine).contents
        #expect(source.contains("private static func reduceTickPart1("))
        let driver = """
            for index in 0..<\(Self.stateCount) {
                for w in [5, 6] {
                    var state = Wide.State.initial
                    Wide.setState(&state, index)
                    let outcome = Wide.reduce(&state, on: .tick(w: w))
                    print(index, w, outcome, state)
                }
            }

            """
        // Puts the machine in `s<index>(v: 5)`; written here, not by the generator.
        let setter = "extension Wide {\n    static func setState(_ state: inout State, _ index: Int) {\n        switch index {\n"
            + (0..<Self.stateCount).map { "        case \($0): state = .s\($0)(v: 5)\n" }.joined()
            + "        default: break\n        }\n    }\n}\n"
        let output = try Swiftc.buildAndRun(["wide.swift": source, "setter.swift": setter, "main.swift": driver])
        var expected: [String] = []
        for index in 0..<Self.stateCount {
            for w in [5, 6] {
                if index == last {
                    expected.append("\(index) \(w) unhandled s\(index)(v: 5)")
                } else if index % 7 != 0 && w != 5 {
                    expected.append("\(index) \(w) transitioned(effects: []) s\(index + 1)(v: \(w))")
                } else {
                    expected.append("\(index) \(w) transitioned(effects: []) s0(v: \(w))")
                }
            }
        }
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }
}

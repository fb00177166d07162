import Foundation
import StateMachineCompiler
import Testing

/// Machines large enough for the shapes only large enums get (more than 128 states): the
/// reducer split into part functions and the written-out `==`, compiled with
/// `-warnings-as-errors` and run; every expectation is computed here from the spec's rules,
/// not by the generator.
@Suite(.enabled(if: Swiftc.isAvailable)) struct LargeMachineShapeTests {
    static let stateCount = 300

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
        let machine = try #require(Pipeline.check(SourceFile(path: "wide.sm", text: spec)).machine)
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
        let setter =
            "extension Wide {\n    static func setState(_ state: inout State, _ index: Int) {\n        switch index {\n"
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

    @Test func aWrittenOutEqualityComparesCaseAndEveryPayloadField() throws {
        // States cycle through no payload, one field, two fields; the last (200) has two,
        // so the `default` branch compares two fields as well.
        let count = 201
        var spec = "machine Many\ninitial s0\nevent tick\n"
        for index in 0..<count {
            spec += "state s\(index)" + ["", "(v: Int)", "(v: Int, name: String)"][index % 3] + "\n"
        }
        spec += "* on tick -> s0\n"
        let machine = try #require(Pipeline.check(SourceFile(path: "many.sm", text: spec)).machine)
        let source = SwiftMachineEmitter.emit(machine).contents
        #expect(source.contains("static func == (lhs: State, rhs: State) -> Bool {"))
        let probes = [0, 1, 2, 127, 128, 129, 198, 199, 200]
        func value(_ index: Int, _ variant: Int) -> String {
            [".s\(index)", ".s\(index)(v: \(variant))", ".s\(index)(v: 7, name: \"n\(variant)\")"][index % 3]
        }
        let values = probes.flatMap { index in [1, 2].map { "(\(index), \($0), Many.State\(value(index, $0)))" } }
        let driver = """
            let values: [(Int, Int, Many.State)] = [\(values.joined(separator: ", "))]
            for (index, variant, state) in values {
                for (otherIndex, otherVariant, other) in values {
                    print(index, variant, otherIndex, otherVariant, state == other, state != other)
                }
            }

            """
        let output = try Swiftc.buildAndRun(["many.swift": source, "main.swift": driver])
        var expected: [String] = []
        for index in probes {
            for variant in [1, 2] {
                for otherIndex in probes {
                    for otherVariant in [1, 2] {
                        let equal = index == otherIndex && (index % 3 == 0 || variant == otherVariant)
                        expected.append("\(index) \(variant) \(otherIndex) \(otherVariant) \(equal) \(!equal)")
                    }
                }
            }
        }
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }
}

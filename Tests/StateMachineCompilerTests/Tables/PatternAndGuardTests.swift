import Testing

@testable import StateMachineCompiler

/// Literals, later candidates, optionals and guard operators, on small hand-built machines.
@Suite struct PatternAndGuardTests {
    static let optionalInt = SwiftType.optional(HandBuilt.int)

    /// `light(on: Bool, level: Int?)`, event `set(level: Int?)` with the given rows.
    static func light(context: [Field]? = nil, _ rows: [Row]) -> Interpreter {
        Interpreter(
            HandBuilt.machine(
                "Light", context: context,
                states: [HandBuilt.declaration("light", [HandBuilt.field("on", .bool), HandBuilt.field("level", optionalInt)])],
                events: [HandBuilt.declaration("set", [HandBuilt.field("level", optionalInt)])],
                effects: [HandBuilt.declaration("log")],
                rows: rows))
    }

    static func set(_ value: Int?) -> RuntimeCase { RuntimeCase(0, [value.map { .integer(IntegerValue($0)) } ?? .nil]) }
    static func light(_ on: Bool, _ level: Int?) -> RuntimeCase { RuntimeCase(0, [.bool(on), value(level)]) }
    static func value(_ level: Int?) -> RuntimeValue { level.map { .integer(IntegerValue($0)) } ?? .nil }

    @Test func aCandidateWhoseLiteralDoesNotMatchIsStillACandidate() throws {
        let interpreter = Self.light([HandBuilt.row(3, .state(0, patterns: [.literal(.bool(true)), .skip]), 0, nil, .ignore)])
        #expect(try interpreter.step(from: Self.light(false, 1), on: Self.set(2)).outcome == .rejected)
        #expect(try interpreter.step(from: Self.light(true, 1), on: Self.set(2)).outcome == .ignored)
    }

    @Test func theFirstCandidateThatHoldsFires() throws {
        let interpreter = Self.light([
            HandBuilt.row(3, .state(0, patterns: [.skip, .bind("l")]), 0, [.same("l")], .ignore),
            HandBuilt.row(4, .state(0, patterns: nil), 0, [.bind("l")], HandBuilt.to(0, .literal(.bool(true)), .binding("l"))),
        ])
        #expect(try interpreter.step(from: Self.light(false, 1), on: Self.set(1)).outcome == .ignored)
        let step = try interpreter.step(from: Self.light(false, 1), on: Self.set(nil))
        #expect(step.firedRow == 1)
        #expect(step.state == Self.light(true, nil))
    }

    @Test func nilLiteralsMatchOnlyNil() throws {
        let interpreter = Self.light([HandBuilt.row(3, .state(0, patterns: nil), 0, [.literal(.nil)], .ignore)])
        #expect(try interpreter.step(from: Self.light(false, 1), on: Self.set(nil)).outcome == .ignored)
        #expect(try interpreter.step(from: Self.light(false, 1), on: Self.set(0)).outcome == .rejected)
    }

    @Test func guardsCompareAValueWithAnOptionalAndCombineWithAndOrNot() throws {
        // light(on, current) on set(wanted) [!on && (wanted == limit || wanted == nil)] ignore
        let guardExpression = GuardExpression.and(
            .not(.value(.binding("on"))),
            .or(.equal(.value(.binding("wanted")), .value(.context("limit"))), .equal(.value(.binding("wanted")), .value(.literal(.nil)))))
        let interpreter = Self.light(
            context: [HandBuilt.field("limit", HandBuilt.int)],
            [HandBuilt.row(3, .state(0, patterns: [.bind("on"), .bind("current")]), 0, [.bind("wanted")], guard: guardExpression, .ignore)])
        let limit: [RuntimeValue] = [.integer(5)]
        #expect(try interpreter.step(from: Self.light(false, 1), on: Self.set(5), context: limit).outcome == .ignored)
        #expect(try interpreter.step(from: Self.light(false, 1), on: Self.set(nil), context: limit).outcome == .ignored)
        #expect(try interpreter.step(from: Self.light(false, 1), on: Self.set(4), context: limit).outcome == .rejected)
        #expect(try interpreter.step(from: Self.light(true, 1), on: Self.set(5), context: limit).outcome == .rejected)
    }
}

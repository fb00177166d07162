import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// A sum outside its integer type traps in Swift; the interpreter throws there, and the
/// generated tables and scenarios never send an input that would trap. The mutation check
/// compiles and runs this spec's table and scenarios (one scratch package for all specs).
@Suite struct OverflowTests {
    // States: idle 0, waiting 1, synced 2. Events: send 0, reply 1, resend 2.
    static func waiting(_ sent: IntegerValue) -> RuntimeCase { RuntimeCase(1, [.integer(sent)]) }
    static func reply(_ received: IntegerValue) -> RuntimeCase { RuntimeCase(1, [.integer(received)]) }

    @Test func sumsTrapJustPastTheBoundsOfTheirTypeAndNotAtThem() throws {
        func sum(_ op: ArithmeticOperator, _ left: IntegerValue, _ right: IntegerValue, _ type: IntegerType) -> IntegerValue? {
            guard case .integer(let result)? = try? RuntimeValue.arithmetic(op, .integer(left), .integer(right), in: type) else {
                return nil
            }
            return result
        }
        #expect(sum(.add, 254, 1, .uint8) == 255)
        #expect(sum(.add, 255, 1, .uint8) == nil)
        #expect(sum(.subtract, 1, 1, .uint8) == 0)
        #expect(sum(.subtract, 0, 1, .uint8) == nil)
        #expect(sum(.subtract, 0, 1, .uint) == nil)
        #expect(sum(.add, 126, 1, .int8) == 127)
        #expect(sum(.add, 127, 1, .int8) == nil)
        #expect(sum(.subtract, -127, 1, .int8) == -128)
        #expect(sum(.subtract, -128, 1, .int8) == nil)
        #expect(sum(.subtract, 0, 1, .int) == -1)
        #expect(sum(.add, IntegerValue(Int.max), 1, .int) == nil)
    }

    @Test func aGuardThatSubtractsALargerUnsignedValueTrapsInsteadOfFiring() throws {
        let interpreter = Interpreter(try ValuesSpecs.unsignedMachine())
        #expect(throws: Overflow.self) { try interpreter.step(from: Self.waiting(1), on: Self.reply(2)) }
        let atZero = try interpreter.step(from: Self.waiting(2), on: Self.reply(2))
        #expect(atZero.state == RuntimeCase(2, [.integer(0)]))
        #expect(atZero.outcome == .transitioned(effects: [RuntimeCase(0, [.integer(0)])]))
        #expect(try interpreter.step(from: Self.waiting(3), on: Self.reply(1)).outcome == .ignored)
        #expect(throws: Overflow.self) { try interpreter.step(from: Self.waiting(1), on: RuntimeCase(2, [.integer(2)])) }
    }

    /// Worked out by hand, not by the interpreter: every `s - r` and `s - k` a case or a
    /// scenario step sends from `waiting` has `s` at least the value subtracted.
    @Test func noCaseOrScenarioStepSubtractsALargerValue() throws {
        let machine = try ValuesSpecs.unsignedMachine()
        func subtractsTooMuch(_ state: RuntimeCase, _ event: RuntimeCase) -> Bool {
            guard state.index == 1, event.index != 0, case .integer(let sent) = state.values[0],
                case .integer(let other) = event.values[0]
            else { return false }
            return sent < other
        }
        let cases = TransitionTable.cases(for: machine)
        #expect(cases.contains { $0.state.index == 1 && $0.event.index == 2 && $0.next.index == 1 })
        #expect(!cases.contains { subtractsTooMuch($0.state, $0.event) })
        for scenario in Pipeline.plan(machine).scenarios.scenarios {
            var state = try #require(scenario.start.first)
            for step in scenario.steps {
                #expect(step.event.map { subtractsTooMuch(state, $0) } == false, "\(scenario.title)")
                state = try #require(step.next.first)
            }
        }
    }

    @Test func theTableSaysWhichRowOnlyAnOverflowFires() throws {
        let emitted = SwiftTestsEmitter.emit(
            Pipeline.plan(try ValuesSpecs.unsignedMachine(ValuesSpecs.unsignedWithSkip)), module: "Machines"
        ).contents
        Snippet.expect(
            """
            //   Reasons separated by ';' are all checked by the one case.
            //
            // Every input found that reaches sync.sm:15 overflows a `+` or `-` (the generated reducer
            // traps there, as Swift does), so no case here expects it to fire.

            import Foundation
            """, in: emitted)
        #expect(!emitted.contains("sync.sm:15 fires"))
    }
}

import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Held-out specs that stress the emitter (Swift keywords as names, every literal kind,
/// optionals, `*` rows against final states, shadowing, no context), compiled with
/// `-warnings-as-errors` in Swift 6 mode and driven through expected transitions.
@Suite(.enabled(if: Swiftc.isAvailable)) struct SwiftEmitterCompileTests {
    static let keywords = """
        // Swift keywords are ordinary names in the language.
        machine Switch
        context { default: Bool, where: Int }
        initial in(0)
        state in(class: Int)
        state return(self: Int, init: String) final
        event repeat(where: Int, if: String)
        event guard
        effect defer(class: Int, Type: String)
        in(c) on repeat(w, e) [default && c != where] -> return(w, e) / defer(c, e)
        in on repeat ignore
        * on guard -> in(where)
        return(s, _) on guard ignore

        """

    static let literals = #"""
        machine Meter
        initial idle(false, -3, "a \"quoted\" \\ path\n")
        state idle(isOn: Bool, level: Int8, label: String)
        state reading(value: Double, price: Decimal, note: String?, tags: [String], limits: [String: Int], at: Date, link: URL?)
        event read(value: Double, price: Decimal, note: String?, tags: [String], limits: [String: Int], at: Date, link: URL?)
        event reset(label: String?)
        idle(false, l, _) on read(v, p, n, t, m, a, u) [n == nil || n == "x" && l == -3] -> reading(v, p, n, t, m, a, u)
        idle(true, _, _) on read(v, 2, n, t, m, a, u) -> reading(v, 2, "fixed", t, m, a, nil)
        reading(v, _, n, _, _, _, _) on reset(n) [v != 1] -> idle(true, 127, "done")
        reading on reset(x) [!(x == "keep") && x != nil] -> idle(true, 0, "reset")
        * on reset ignore

        """#

    static let lamp = """
        machine Lamp
        initial off
        state off
        state lit
        state broken final
        event flip
        event smash
        event unused(count: Int)
        effect beep
        * on smash -> broken / beep, beep
        off on flip -> lit
        lit on flip -> off
        broken on flip ignore

        """

    /// Labels that are Swift keywords, repeated across state and event: the reducer must
    /// still compare the event's value with the state's, not a value with itself.
    static let keywordLabels = """
        machine Gauge
        initial default(0, 1)
        state default(in: Double, class: Int)
        event switch(in: Double, class: Int)
        default(x, _) on switch(x, c) -> default(x, c)

        """

    static let driver = """
        import Foundation
        var door = Switch.State.initial
        let context = Switch.Context(default: true, where: 5)
        print(Switch.reduce(&door, on: .repeat(where: 1, if: "x"), context: context), door)
        print(Switch.reduce(&door, on: .guard, context: context), door)
        var stuck = Switch.State.in(class: 5)
        print(Switch.reduce(&stuck, on: .repeat(where: 1, if: "x"), context: context), stuck)
        print(Switch.reduce(&stuck, on: .guard, context: context), stuck)
        var meter = Meter.State.initial
        print(meter)
        print(Meter.reduce(&meter, on: .read(value: 1.5, price: 2, note: "y", tags: [], limits: [:], at: Date(timeIntervalSince1970: 0), link: nil)))
        print(Meter.reduce(&meter, on: .read(value: 1.5, price: 2, note: nil, tags: ["a"], limits: ["k": 1], at: Date(timeIntervalSince1970: 0), link: nil)))
        print(Meter.reduce(&meter, on: .reset(label: "keep")), Meter.reduce(&meter, on: .reset(label: nil)), meter)
        var lamp = Lamp.State.off
        print(Lamp.reduce(&lamp, on: .flip), lamp)
        print(Lamp.reduce(&lamp, on: .smash), Lamp.reduce(&lamp, on: .smash), Lamp.reduce(&lamp, on: .flip), Lamp.reduce(&lamp, on: .unused(count: 1)), lamp)
        var gauge = Gauge.State.initial
        print(Gauge.reduce(&gauge, on: .switch(in: 2, class: 3)), Gauge.reduce(&gauge, on: .switch(in: 0, class: 3)), gauge)

        """

    @Test func heldOutSpecsCompileWithoutWarningsAndBehaveAsWritten() throws {
        var files = ["main.swift": Self.driver]
        for (name, text) in [("keywords", Self.keywords), ("literals", Self.literals), ("lamp", Self.lamp), ("gauge", Self.keywordLabels)] {
            let result = Pipeline.check(SourceFile(path: "\(name).sm", text: text))
            let machine = try #require(result.machine, "\(result.summaries)")
            files[name + ".swift"] = SwiftMachineEmitter.emit(machine).contents
        }
        let output = try Swiftc.buildAndRun(files)
        // Each expectation follows from the rows above by the language's semantics.
        #expect(
            output.split(separator: "\n") == [
                #"transitioned(effects: [drive.Switch.Effect.defer(class: 0, Type: "x")]) return(self: 1, init: "x")"#,
                #"ignored return(self: 1, init: "x")"#,
                "ignored in(class: 5)",
                "transitioned(effects: []) in(class: 5)",
                #"idle(isOn: false, level: -3, label: "a \"quoted\" \\ path\n")"#,
                "rejected",
                "transitioned(effects: [])",
                #"ignored transitioned(effects: []) idle(isOn: true, level: 127, label: "done")"#,
                "transitioned(effects: []) lit",
                "transitioned(effects: [drive.Lamp.Effect.beep, drive.Lamp.Effect.beep]) unhandled ignored unhandled broken",
                "rejected transitioned(effects: []) default(in: 0.0, class: 3)",
            ])
    }

    /// Thousands of payload-carrying states with a row for one event: an exhaustive switch
    /// this large fails to type-check, so the emitter must keep it cheap.
    @Test func aMachineWithThousandsOfPayloadStatesTypeChecks() throws {
        let count = 1_500
        var spec = "machine Giant\ninitial s0(0)\nevent tick(value: Int)\n"
        for index in 0..<count {
            spec += "state s\(index)(value: Int)\n"
            spec += "s\(index)(v) on tick(w) [v != w] -> s\((index + 1) % count)(w)\n"
        }
        let machine = try #require(Pipeline.check(SourceFile(path: "giant.sm", text: spec)).machine)
        let output = try Swiftc.buildAndRun([
            "giant.swift": SwiftMachineEmitter.emit(machine).contents,
            "main.swift": """
            var state = Giant.State.s\(count - 1)(value: 1)
            print(Giant.reduce(&state, on: .tick(value: 1)), Giant.reduce(&state, on: .tick(value: 2)), state)

            """,
        ])
        #expect(output == "rejected transitioned(effects: []) s0(value: 2)\n")
    }

    @Test func publicAccessCompilesIntoALibraryWithAUsableContext() throws {
        let machine = try ExampleSpecs.machine("checkout")
        let library = SwiftMachineEmitter.emit(machine, access: .public).contents
        Snippet.expect(
            """
                public struct Context: Equatable, Sendable, Codable {
                    public let checkoutID: UUID
                    public let quoteRevision: Int
                    public let hasValidAddress: Bool

                    public init(checkoutID: UUID, quoteRevision: Int, hasValidAddress: Bool) {
                        self.checkoutID = checkoutID
                        self.quoteRevision = quoteRevision
                        self.hasValidAddress = hasValidAddress
                    }
                }
            """, in: library)
        Snippet.expect(
            """
                /// Applies `event` to `state`: the first row for the current state (or `*`) and this event
                /// whose patterns and guard hold fires. Pure: effects are returned, never performed.
                public static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome {
            """, in: library)
        let output = try Swiftc.buildAndRun([
            "checkout.swift": library,
            "main.swift": """
            import Foundation
            var state = Checkout.State.initial
            let context = Checkout.Context(checkoutID: UUID(), quoteRevision: 1, hasValidAddress: false)
            print(Checkout.reduce(&state, on: .submitTapped(operationID: UUID()), context: context), state)

            """,
        ])
        #expect(output == "rejected draft\n")
    }
}

import Foundation
import StateMachineCommandLine
import StateMachineCompiler
import Testing

/// How recorded values replay: a `Double` written as Swift prints it, an optional, and a
/// fraction, which the interpreter's whole numbers cannot hold, as a stand-in equal to itself.
@Suite struct ReplayValueTests {
    let commandLine = CommandLineTests()

    static let spec = """
        machine Meter
        initial idle
        state idle
        state showing(amount: Double, note: String?)
        event measured(amount: Double, note: String?)
        effect display(amount: Double, note: String?)
        idle on measured(a, n) -> showing(a, n) / display(a, n)
        """

    static let header = #"{"trace":"statemachine-gen","version":1,"machine":"Meter","state":{"state":"idle"},"context":{}}"#

    static func measured(_ amount: String, _ effect: String) -> String {
        #"{"step":1,"input":{"event":"measured","fields":{"amount":\#(amount),"note":"hi"}},"outcome":"transitioned","effects":["\#(effect)"],"state":{"state":"showing"},"stateFields":{"state":{"amount":\#(amount),"note":"hi"}}}"#
    }

    func replay(_ step: String) throws -> CommandLineTests.Run {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write(Self.spec, "meter.sm", in: directory)
        let trace = try commandLine.write(Self.header + "\n" + step + "\n", "meter.jsonl", in: directory)
        return commandLine.run(["replay", spec, trace, "--no-config"])
    }

    @Test func aWholeDoubleAndAnOptionalReplayAsSwiftPrintsThem() throws {
        let run = try replay(Self.measured("2.0", #"display(amount: 2.0, note: Optional(\"hi\"))"#))
        #expect(run.status == .success)
        #expect(run.output == "" && run.errors == "")
    }

    @Test func anEffectPrintedDifferentlyDiffers() throws {
        let run = try replay(Self.measured("2.0", #"display(amount: 2, note: Optional(\"hi\"))"#))
        #expect(run.status == .specErrors)
        #expect(run.output.contains(": step 1, measured(amount: 2, note: \"hi\"): "))
        #expect(run.output.contains(" differs in effects\n"))
    }

    @Test func aFractionReplaysAsItself() throws {
        let run = try replay(Self.measured("2.5", #"display(amount: 2.5, note: Optional(\"hi\"))"#))
        #expect(run.status == .success)
        #expect(run.output == "" && run.errors == "")
    }

    @Test func aDifferenceAtAStepWithAFractionSaysItWasAStandIn() throws {
        let run = try replay(Self.measured("2.5", #"display(amount: 2.25, note: Optional(\"hi\"))"#))
        #expect(run.status == .specErrors)
        #expect(run.output.contains(" differs in effects\n"))
        #expect(run.output.hasSuffix("  note: replayed with stand-ins for the fraction in amount, which may explain it\n"))
    }
}

import Foundation
import StateMachineCommandLine
import StateMachineCompiler
import Testing

/// `statemachine-gen replay` on traces written here by hand: what it refuses, at which line,
/// with which status. Traces recorded by a running store are replayed in the runtime's tests.
@Suite struct ReplayCommandTests {
    let commandLine = CommandLineTests()

    static let spec = """
        machine Door
        initial closed
        state closed
        state open(by: String)
        event opened(by: String)
        event shut
        closed on opened(who) -> open(who)
        open on shut -> closed
        """

    static let header = #"{"trace":"statemachine-gen","version":1,"machine":"Door","state":{"state":"closed"},"context":{}}"#
    static let opened =
        #"{"step":1,"input":{"event":"opened","fields":{"by":"ann"}},"outcome":"transitioned","effects":[],"state":{"state":"open"},"stateFields":{"state":{"by":"ann"}}}"#

    /// Replays `lines` as one trace file on the door spec.
    func replay(_ lines: [String]) throws -> (CommandLineTests.Run, trace: String) {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write(Self.spec, "door.sm", in: directory)
        let trace = try commandLine.write(lines.joined(separator: "\n") + "\n", "door.jsonl", in: directory)
        return (commandLine.run(["replay", spec, trace, "--no-config"]), trace)
    }

    @Test func aTraceTheSpecAgreesWithIsSilent() throws {
        let (run, _) = try replay([Self.header, Self.opened])
        #expect(run.status == .success)
        #expect(run.output == "" && run.errors == "")
    }

    @Test(arguments: [
        ("{\"step\":1,", "not a line of JSON"),
        (
            #"{"step":1,"input":{"event":"opened"},"outcome":"moved","effects":[],"state":{"state":"open"}}"#,
            "unknown outcome \"moved\"; expected one of ignored, rejected, transitioned, unhandled, updated"
        ),
        (#"{"step":1,"input":{},"outcome":"ignored","effects":[],"state":{"state":"open"}}"#, "\"input\" needs \"event\" or \"timer\""),
        (#"{"step":1,"input":{"timer":"t"},"outcome":"ignored","effects":[1],"state":{"state":"open"}}"#, "\"effects\" must be strings"),
    ])
    func aMalformedLineIsAnErrorAtItsLine(line: String, message: String) throws {
        let (run, trace) = try replay([Self.header, Self.opened, line])
        #expect(run.status == .cannotCompare)
        #expect(run.errors == "\(trace):3: error: \(message)\n")
        #expect(run.output == "")
    }

    @Test func aFileWithoutTheHeaderIsRefusedAtLineOne() throws {
        let (run, trace) = try replay([Self.opened])
        #expect(run.status == .cannotCompare)
        #expect(run.errors == "\(trace):1: error: not a trace header: expected \"trace\":\"statemachine-gen\"\n")
    }

    @Test func anEventTheSpecNoLongerDeclaresIsWhereItDiffers() throws {
        let knocked = Self.opened.replacingOccurrences(of: #""event":"opened""#, with: #""event":"knocked""#)
        let (run, trace) = try replay([Self.header, knocked])
        #expect(run.status == .specErrors)
        #expect(run.output.hasPrefix("\(trace):2: step 1, knocked(by: \"ann\"): "))
        #expect(run.output.contains(" differs in what it accepts\n  recorded: knocked(by: \"ann\")\n"))
        #expect(run.output.hasSuffix(": declares no event 'knocked'\n"))
    }

    @Test func aSpecWithoutATraceIsWrongUsage() {
        #expect(commandLine.run(["replay", "door.sm"]).status == .usage)
    }
}

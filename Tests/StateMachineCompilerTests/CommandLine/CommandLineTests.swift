import Foundation
import StateMachineCommandLine
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The command line run in process: exit statuses, where output goes, and what is written.
@Suite struct CommandLineTests {
    struct Run {
        let status: Tool.ExitStatus
        let output: String
        let errors: String
    }

    final class Capture: @unchecked Sendable {
        var output = Data()
        var errors = ""
    }

    func run(_ arguments: [String]) -> Run {
        let capture = Capture()
        let tool = Tool(standardOutput: { capture.output.append($0) }, standardError: { capture.errors += $0 })
        let status = tool.run(arguments)
        return Run(status: status, output: String(decoding: capture.output, as: UTF8.self), errors: capture.errors)
    }

    func temporaryDirectory() throws -> URL {
        try Swiftc.scratchDirectory()
    }

    func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static let valid = "machine Light\ninitial off\nstate off\nstate on_\nevent flip\noff on flip -> on_\non_ on flip -> off\n"

    @Test func helpAndVersionSucceedAndNameEveryCommand() {
        let help = run(["--help"])
        #expect(help.status == .success)
        for command in ["generate", "check", "dot", "mermaid", "table"] { #expect(help.output.contains(command)) }
        #expect(run(["--version"]).output.hasPrefix("statemachine-gen "))
        #expect(run(["help", "generate"]).output.contains("--access internal|public"))
        #expect(run(["generate", "--help"]).output.contains("Usage: statemachine-gen generate"))
        #expect(run(["table", "--help"]).output.contains("Usage: statemachine-gen table SPEC [--output FILE]"))
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["generate", "x.sm"], "missing '--output DIR'"),
        (["generate", "--output", "d"], "no spec files given"),
        (["generate", "x.sm", "--output", "d", "--access", "open"], "'--access' must be one of: internal, public"),
        (["check", "x.sm", "--verbose"], "unknown option '--verbose' for 'check'"),
        (["dot", "a.sm", "b.sm"], "'dot' draws one spec at a time"),
        (["table", "a.sm", "b.sm"], "'table' prints one spec at a time"),
        (["genrate"], "unknown command 'genrate'; did you mean 'generate'?"),
        (["dot", "x.sm", "--detial", "full"], "unknown option '--detial' for 'dot'; did you mean '--detail'?"),
        (
            ["check", "x.sm", "--warnings-as-error"],
            "unknown option '--warnings-as-error' for 'check'; did you mean '--warnings-as-errors'?"
        ),
        (["mermaid", "x.sm", "--detail", "ful"], "'--detail' must be one of: events, guards, full; did you mean 'full'?"),
        (
            ["new", "up-load", "--output", "d"],
            "'up-load' is not a valid machine name: use letters, digits and '_', starting with a letter"
        ),
    ])
    func wrongUsageExits64WithAOneLineHint(_ arguments: [String], _ message: String) {
        let result = run(arguments)
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("statemachine-gen: error: \(message) (see 'statemachine-gen"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func checkPrintsCompilerStyleDiagnosticsAndExits1() throws {
        let directory = try temporaryDirectory()
        let spec = try write("machine M\ninitial a\nstate a\nevent e\nb on e -> a\n", "broken.sm", in: directory)
        let result = run(["check", spec])
        #expect(result.status == .specErrors)
        #expect(
            result.errors == """
                \(spec):5:1: error: unknown state 'b'; did you mean 'a'?
                b on e -> a
                ^
                \(spec):3:7: note: 'a' declared here
                state a
                      ^

                """)
    }

    @Test func unreadableSpecsAreReportedAtTheirPath() throws {
        let directory = try temporaryDirectory()
        let missing = run(["check", directory.appendingPathComponent("absent.sm").path])
        #expect(missing.status == .specErrors)
        #expect(missing.errors.hasSuffix("absent.sm:1:1: error: cannot read spec: no such file\n"))
        let folder = run(["check", directory.path])
        #expect(folder.errors == "\(directory.path):1:1: error: cannot read spec: it is a directory, not a spec file\n")
    }

    @Test func generateWritesNothingWhenAnySpecHasErrors() throws {
        let directory = try temporaryDirectory()
        let good = try write(Self.valid, "light.sm", in: directory)
        let bad = try write("machine\n", "bad.sm", in: directory)
        let output = directory.appendingPathComponent("out")
        #expect(run(["generate", good, bad, "--output", output.path]).status == .specErrors)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func generateRewritesOnlyFilesWhoseBytesChange() throws {
        let directory = try temporaryDirectory()
        let spec = try write(Self.valid, "light.sm", in: directory)
        let output = directory.appendingPathComponent("out")
        let file = output.appendingPathComponent("light.swift").path
        #expect(run(["generate", spec, "--output", output.path]).status == .success)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
        #expect(run(["generate", spec, "--output", output.path]).status == .success)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == old)
        #expect(run(["generate", spec, "--output", output.path, "--access", "public"]).status == .success)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date != old)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("public enum Light"))
    }

    @Test func twoSpecsWithTheSameFileNameAreRefused() throws {
        let first = try temporaryDirectory()
        let second = try temporaryDirectory()
        let one = try write(Self.valid, "light.sm", in: first)
        let two = try write(Self.valid.replacingOccurrences(of: "Light", with: "Lamp"), "light.sm", in: second)
        let result = run(["generate", one, two, "--output", first.appendingPathComponent("out").path])
        #expect(result.status == .specErrors)
        // Each spec's diagnostics in turn: the earlier spec's note, then the later spec's error.
        #expect(result.errors.hasPrefix("\(one):1:1: note: 'light.swift' is generated from this spec\n"))
        #expect(result.errors.contains("\n\(two):1:1: error: \(two) would write 'light.swift', as \(one) does;"))
    }

    @Test func aConfigurationFileSetsTheAccessLevelAndRejectsUnknownKeys() throws {
        let directory = try temporaryDirectory()
        let spec = try write(Self.valid, "light.sm", in: directory)
        let output = directory.appendingPathComponent("out").path
        let config = try write(#"{ "access": "public" }"#, "statemachine-gen.json", in: directory)
        #expect(run(["generate", spec, "--output", output, "--config", config]).status == .success)
        #expect(try String(contentsOfFile: output + "/light.swift", encoding: .utf8).contains("public static func reduce"))
        let typo = try write(#"{ "acess": "public" }"#, "typo.json", in: directory)
        let result = run(["generate", spec, "--output", output, "--config", typo])
        #expect(result.status == .specErrors)
        #expect(
            result.errors == """
                \(typo):1:1: error: configuration file: unknown key 'acess'; did you mean 'access'? \
                (known keys: 'access', 'codable', 'notes', 'runtime', 'warningsAsErrors')

                """)
        let notObject = try write(#"[ "public" ]"#, "list.json", in: directory)
        #expect(
            run(["generate", spec, "--output", output, "--config", notObject]).errors == """
                \(notObject):1:1: error: configuration file: expected a JSON object such as { "access": "public" }

                """)
    }

    @Test func theConfigurationFileCanTreatWarningsAsErrors() throws {
        let directory = try temporaryDirectory()
        let spec = try write(DiagnosticOutputTests.warned, "m.sm", in: directory)
        let output = directory.appendingPathComponent("out").path
        let strict = try write(#"{ "access": "public", "warningsAsErrors": true }"#, "strict.json", in: directory)
        let failed = run(["generate", spec, "--output", output, "--config", strict])
        #expect(failed.status == .specErrors)
        #expect(failed.errors.hasPrefix("\(spec):8:7: error: event 'unused' is never handled; no row names it [unhandled-event]\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let lenient = try write(#"{ "warningsAsErrors": false }"#, "lenient.json", in: directory)
        #expect(run(["generate", spec, "--output", output, "--config", lenient]).status == .success)
        let wrongType = try write(#"{ "warningsAsErrors": 1 }"#, "number.json", in: directory)
        #expect(
            run(["generate", spec, "--output", output, "--config", wrongType]).errors == """
                \(wrongType):1:1: error: configuration file: 'warningsAsErrors' must be true or false

                """)
    }

    @Test func codableComesFromTheFlagOrTheConfigurationAndIsOffByDefault() throws {
        let directory = try temporaryDirectory()
        let spec = try write(Self.valid, "light.sm", in: directory)
        let output = directory.appendingPathComponent("out").path
        #expect(run(["generate", spec, "--output", output]).status == .success)
        #expect(try String(contentsOfFile: output + "/light.swift", encoding: .utf8).contains("Codable") == false)
        #expect(run(["generate", spec, "--output", output, "--codable"]).status == .success)
        Snippet.expect(
            """
                /// Mutually exclusive phases: each carries exactly the data valid in it.
                enum State: Equatable, Sendable, Codable {
                    case off
                    case on_

                    /// Where the machine starts.
                    static let initial: State = .off
                }

                /// Everything that can happen to the machine, from the user or the outside world.
                enum Event: Equatable, Sendable, Codable {
                    case flip
                }

                /// Work the caller performs after a transition; the reducer only describes it.
                enum Effect: Equatable, Sendable, Codable {
                    init(from decoder: any Swift.Decoder) throws {
                        switch try Swift.Never(from: decoder) {}
                    }

                    func encode(to encoder: any Swift.Encoder) throws {}
                }

                /// What one event did.
                enum Outcome: Equatable, Sendable {
            """, in: try String(contentsOfFile: output + "/light.swift", encoding: .utf8))
        let plain = directory.appendingPathComponent("plain").path
        #expect(run(["generate", spec, "--output", plain]).status == .success)
        let config = try write(#"{ "codable": true }"#, "statemachine-gen.json", in: directory)
        let configured = directory.appendingPathComponent("configured").path
        #expect(run(["generate", spec, "--output", configured, "--config", config]).status == .success)
        Snippet.expect(
            """
                enum Event: Equatable, Sendable, Codable {
                    case flip
                }
            """, in: try String(contentsOfFile: configured + "/light.swift", encoding: .utf8))
        let wrong = try write(#"{ "codable": "yes" }"#, "wrong.json", in: directory)
        #expect(run(["generate", spec, "--output", configured, "--config", wrong]).errors.contains("'codable' must be true or false"))
    }

    @Test func diagramsGoToStandardOutputOrAFile() throws {
        let directory = try temporaryDirectory()
        let spec = try write(Self.valid, "light.sm", in: directory)
        let dot = run(["dot", spec, "--detail", "events"])
        #expect(dot.status == .success)
        #expect(dot.output.contains("digraph \"Light\" {"))
        let mermaid = directory.appendingPathComponent("light.mmd").path
        #expect(run(["mermaid", spec, "--output", mermaid]).status == .success)
        #expect(try String(contentsOfFile: mermaid, encoding: .utf8).hasPrefix("stateDiagram-v2\n"))
    }

    @Test func testsWritesTheTableAndTheScenariosOfEachSpec() throws {
        let directory = try temporaryDirectory()
        let spec = try write(Self.valid, "light.sm", in: directory)
        #expect(run(["tests", spec, "--module", "Lights", "--output", directory.path]).status == .success)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("light.tests.swift").path))
        let scenarios = try String(contentsOf: directory.appendingPathComponent("light.scenarios.swift"), encoding: .utf8)
        // The walk to the first row is the start of the walk to the second, so it is dropped.
        Snippet.expect(
            """
            @Suite struct LightScenarios {
                @Test("off → on_ → off")
                func offOnOff() {
                    var walk = Walk(from: .off)
                    walk.send(.flip, expecting: .transitioned(effects: []), then: .on_)  // light.sm:6
                    walk.send(.flip, expecting: .transitioned(effects: []), then: .off)  // light.sm:7
                }

                /// Sends each step's event to the reducer and compares with the spec. The walk goes on
                /// from the state the reducer left, as an app would; the first failure is the cause.
                struct Walk {
            """, in: scenarios)
        #expect(!scenarios.contains("func offOn()"))
    }

    @Test func theMatrixGoesToStandardOutputOrAFile() throws {
        let directory = try temporaryDirectory()
        let spec = try write(Self.valid, "light.sm", in: directory)
        let table = run(["table", spec])
        #expect(table.status == .success)
        Snippet.expectWhole(
            """
            <!-- Generated by statemachine-gen from light.sm. Do not edit: change the spec and regenerate. -->

            | State \\ Event | `flip` |
            | --- | --- |
            | `off` (initial) | → on_ |
            | `on_` | → off |

            Each cell lists the rows tried for that state and event, first to last: the conditions in brackets (a repeated name \
            that must match, a literal, the guard), then `→ target / effects` or `ignore`. When no row's conditions hold the \
            event is rejected; `—` means no row handles it.

            """, table.output)
        let file = directory.appendingPathComponent("light.matrix.md").path
        #expect(run(["table", spec, "--output", file]).status == .success)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == table.output)
    }
}

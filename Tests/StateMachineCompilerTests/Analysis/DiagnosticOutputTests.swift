import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `check --format json`, `--warnings-as-errors`, and specs that cannot be read, run
/// through the command line in process.
@Suite struct DiagnosticOutputTests {
    let commandLine = CommandLineTests()

    static let warned = "machine M\ninitial a\nstate a\nstate b\nevent e\na on e -> b\nb on e -> a\nevent unused\n"

    @Test func jsonListsEveryFieldInAFixedOrder() throws {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write("machine M\ninitial a\nstate a\nevent e\na on e -> a\na on e ignore\n", "m.sm", in: directory)
        let run = commandLine.run(["check", spec, "--format", "json"])
        #expect(run.status == .success)
        #expect(run.errors == "")
        #expect(
            run.output == """
                {
                  "diagnostics": [
                    {"path": "\(spec)", "line": 6, "column": 1, "severity": "warning", "id": "shadowed-row", \
                "message": "row can never fire: an earlier row for the same state and event always fires", \
                "notes": [{"path": "\(spec)", "line": 5, "column": 1, "message": "this earlier row always fires"}]}
                  ]
                }

                """)
    }

    @Test func jsonEscapesAndReportsErrorsAndUnreadableSpecs() throws {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write("machine M\ninitial a(\"x\\q\")\nstate a(s: String)\n", "m.sm", in: directory)
        let run = commandLine.run(["check", spec, directory.path, "--format", "json"])
        #expect(run.status == .specErrors)
        #expect(
            run.output == """
                {
                  "diagnostics": [
                    {"path": "\(spec)", "line": 2, "column": 13, "severity": "error", "id": "invalid-escape", \
                "message": "invalid escape sequence in string literal; use \\\\\\", \\\\\\\\, \\\\n or \\\\t", "notes": []},
                    {"path": "\(directory.path)", "line": 1, "column": 1, "severity": "error", "id": "unreadable-spec", \
                "message": "cannot read spec: it is a directory, not a spec file", "notes": []}
                  ]
                }

                """)
    }

    @Test func jsonWithoutDiagnosticsIsAnEmptyList() throws {
        let spec = try commandLine.write(
            "machine M\ninitial a\nstate a final\nevent e\na on e ignore\n", "m.sm", in: commandLine.temporaryDirectory())
        let run = commandLine.run(["check", spec, "--format", "json"])
        #expect(run.status == .success)
        // The README's words exactly.
        #expect(run.output == "{\"diagnostics\": []}\n")
    }

    @Test func anUnknownFormatIsAUsageError() {
        let run = commandLine.run(["check", "x.sm", "--format", "xml"])
        #expect(run.status == .usage)
        #expect(run.errors == "statemachine-gen: error: '--format' must be one of: text, json (see 'statemachine-gen help check')\n")
    }

    @Test func warningsPassUnlessTreatedAsErrors() throws {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write(Self.warned, "m.sm", in: directory)
        let lenient = commandLine.run(["check", spec])
        #expect(lenient.status == .success)
        #expect(lenient.errors.hasPrefix("\(spec):8:7: warning: event 'unused' is never handled; no row names it [unhandled-event]\n"))
        let strict = commandLine.run(["check", spec, "--warnings-as-errors"])
        #expect(strict.status == .specErrors)
        #expect(strict.errors.hasPrefix("\(spec):8:7: error: event 'unused' is never handled; no row names it [unhandled-event]\n"))
    }

    /// A build runs `generate` and `tests` on each spec, and `generate-state-machines` adds
    /// `dot` and `mermaid`: only `check` and `generate` report warnings, so each prints once.
    @Test func onlyCheckAndGenerateReportWarnings() throws {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write(Self.warned, "m.sm", in: directory)
        let output = directory.appendingPathComponent("out").path
        let warning = "\(spec):8:7: warning: event 'unused' is never handled; no row names it [unhandled-event]\n"
        for command in [["check", spec], ["generate", spec, "--output", output]] {
            let run = commandLine.run(command)
            #expect(run.errors.hasPrefix(warning), "\(command[0])")
            #expect(run.errors.components(separatedBy: "warning:").count == 2, "\(command[0]): \(run.errors)")
        }
        for command in [
            ["tests", spec, "--module", "M", "--output", output], ["dot", spec], ["mermaid", spec, "--output", output + "/m.mmd"],
        ] {
            let run = commandLine.run(command)
            #expect(run.status == .success)
            #expect(run.errors == "", "\(command[0]) repeats the warnings 'generate' printed")
        }
        // A warning the configuration beside the spec demotes is a note, which they leave to `generate` too.
        _ = try commandLine.write(#"{ "notes": ["unhandled-event"] }"#, "statemachine-gen.json", in: directory)
        for command in [["tests", spec, "--module", "M", "--output", output], ["dot", spec]] {
            #expect(commandLine.run(command).errors == "", "\(command[0]) repeats the notes 'generate' printed")
        }
        // Errors still stop every command.
        let broken = try commandLine.write("machine M\ninitial missing\nstate a\n", "broken.sm", in: directory)
        #expect(commandLine.run(["dot", broken]).errors.hasPrefix("\(broken):2:9: error: unknown state 'missing'"))
    }

    @Test func generateWritesNothingWhenWarningsAreErrors() throws {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write(Self.warned, "m.sm", in: directory)
        let output = directory.appendingPathComponent("out")
        let strict = commandLine.run(["generate", spec, "--output", output.path, "--warnings-as-errors"])
        #expect(strict.status == .specErrors)
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let lenient = commandLine.run(["generate", spec, "--output", output.path])
        #expect(lenient.status == .success)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("m.swift").path))
    }

    /// With their configuration, whose `notes` lists the judged late-result findings.
    @Test func theExamplesPassWithWarningsAsErrors() throws {
        let specs = try ["checkout", "favorite"].map { try ExampleSpecs.file($0).path.absolutePath }
        let configuration = PackageFiles.root.appendingPathComponent("specs/statemachine-gen.json").path
        let output = try commandLine.temporaryDirectory()
        let run = commandLine.run(["generate"] + specs + ["--output", output.path, "--config", configuration, "--warnings-as-errors"])
        #expect(run.status == .success)
        #expect(!run.errors.contains("warning:") && !run.errors.contains("error:"), "\(run.errors)")
    }

    @Test func aDirectoryOrAMissingFileIsAnErrorAtItsPath() throws {
        let directory = try commandLine.temporaryDirectory()
        let run = commandLine.run(["check", directory.path, directory.appendingPathComponent("none.sm").path])
        #expect(run.status == .specErrors)
        #expect(
            run.errors == """
                \(directory.path):1:1: error: cannot read spec: it is a directory, not a spec file
                \(directory.path)/none.sm:1:1: error: cannot read spec: no such file

                """)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func anEndlessFileIsRefusedNotRead() {
        let run = commandLine.run(["check", "/dev/zero"])
        #expect(run.status == .specErrors)
        #expect(run.errors == "/dev/zero:1:1: error: cannot read spec: it is larger than 4 MB\n")
    }

    /// A spec one byte over the limit is refused as a file, and as text handed to the pipeline
    /// (an editor's document): one error at 1:1, nothing lexed. 48 MB of rows, under the
    /// limit before, took `check` 3.6 GB.
    @Test func aSpecOverFourMegabytesIsRefused() throws {
        // `machine M`, then one comment line to the limit and a byte past it.
        let text = "machine M\n// " + String(repeating: "x", count: (4 << 20) + 1 - 13)
        #expect(text.utf8.count == (4 << 20) + 1)
        let spec = try commandLine.write(text, "big.sm", in: try commandLine.temporaryDirectory())
        let run = commandLine.run(["check", spec])
        #expect(run.status == .specErrors)
        #expect(run.errors == "\(spec):1:1: error: cannot read spec: it is larger than 4 MB\n")
        let result = Pipeline.check(SourceFile(path: "big.sm", text: text))
        #expect(result.summaries == ["1:1: error: cannot read spec: it is larger than 4 MB"])
        #expect(result.diagnostics.map(\.id) == [.unreadableSpec])
        #expect(result.parsed.tokens.count == 1)
    }

    @Test func anEmptyFileIsReadAsAnEmptySpec() throws {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write("", "empty.sm", in: directory)
        let run = commandLine.run(["check", spec])
        #expect(run.status == .specErrors)
        #expect(run.errors.hasPrefix("\(spec):1:1: error: spec has no 'machine' declaration; start it with 'machine NAME'\n"))
    }

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their permissions"))
    func anUnreadableFileIsAnErrorAtItsPath() throws {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write(Self.warned, "locked.sm", in: directory)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: spec)
        let run = commandLine.run(["check", spec])
        #expect(run.status == .specErrors)
        #expect(run.errors == "\(spec):1:1: error: cannot read spec: the file is not readable\n")
    }
}

extension String {
    /// Spec paths in `ExampleSpecs` are relative to the package; the command line here runs elsewhere.
    fileprivate var absolutePath: String { PackageFiles.root.appendingPathComponent(self).path }
}

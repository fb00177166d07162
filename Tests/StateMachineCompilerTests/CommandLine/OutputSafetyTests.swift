import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where output goes when the path is not a plain file: links are written through, FIFOs in
/// place, a run writes all of its files or none, and an empty `--output` writes nothing.
@Suite struct OutputSafetyTests {
    let commandLine = CommandLineTests()

    func scratch() throws -> (folder: URL, spec: String) {
        let folder = try Swiftc.scratchDirectory()
        return (folder, try commandLine.write(CommandLineTests.valid, "light.sm", in: folder))
    }

    @Test func writingThroughASymbolicLinkUpdatesItsTargetAndKeepsTheLink() throws {
        let (folder, spec) = try scratch()
        let link = folder.appendingPathComponent("light.dot").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "drawn/real.dot")
        #expect(commandLine.run(["dot", spec, "--output", link]).status == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "drawn/real.dot")
        let drawn = try String(contentsOfFile: folder.appendingPathComponent("drawn/real.dot").path, encoding: .utf8)
        #expect(drawn.contains("digraph \"Light\" {"))
    }

    @Test func formattingASymbolicallyLinkedSpecFormatsTheSpecItNames() throws {
        let (folder, spec) = try scratch()
        try Data("machine   Light\ninitial off\nstate off\nevent flip\noff on flip ignore\n".utf8).write(to: URL(fileURLWithPath: spec))
        let link = folder.appendingPathComponent("link.sm").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "light.sm")
        #expect(commandLine.run(["format", link]).status == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "light.sm")
        #expect(
            try String(contentsOfFile: spec, encoding: .utf8) == "machine Light\ninitial off\nstate off\nevent flip\noff on flip ignore\n")
    }

    /// Run as a program with a deadline: a tool that reads the FIFO, or replaces it, would
    /// otherwise leave the reader (and this test) waiting forever.
    @Test(.enabled(if: BuiltExecutable.path("statemachine-gen") != nil))
    func aFIFOIsWrittenInPlaceNotReplaced() throws {
        let (folder, spec) = try scratch()
        let fifo = folder.appendingPathComponent("matrix.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let executable = try #require(BuiltExecutable.path("statemachine-gen"))
        // The reader and the tool run at once, each stopped after a minute if still waiting.
        let reading = try ProcessRunner.start("/bin/cat", [fifo])
        let tool = try ProcessRunner.run(executable, ["table", spec, "--output", fifo], stoppingAfter: 60)
        let reader = reading.wait(stoppingAfter: 60)
        #expect(!tool.timedOut && !reader.timedOut, "the tool or the FIFO's reader was still waiting after a minute")
        #expect(tool.status == 0)
        #expect(reader.output.contains("| `off` (initial) | → on_ |"))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aRunWritesAllOfItsFilesOrNone() throws {
        let (folder, spec) = try scratch()
        let second = try commandLine.write(CommandLineTests.valid.replacingOccurrences(of: "Light", with: "Lamp"), "lamp.sm", in: folder)
        let output = folder.appendingPathComponent("out")
        // `lamp.swift` cannot be written: a folder stands in its place.
        try FileManager.default.createDirectory(at: output.appendingPathComponent("lamp.swift"), withIntermediateDirectories: true)
        let result = commandLine.run(["generate", spec, second, "--output", output.path])
        #expect(result.status == .specErrors)
        #expect(result.errors == "statemachine-gen: error: cannot write '\(output.path)/lamp.swift': it is a directory\n")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("light.swift").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["lamp.swift"])
    }

    @Test(arguments: [
        ["generate", "x.sm", "--output", ""], ["generate", "x.sm", "--output="], ["tests", "x.sm", "--module", "", "--output", "d"],
    ])
    func anEmptyValueIsWrongUsageNotTheRootFolder(_ arguments: [String]) {
        let result = commandLine.run(arguments)
        #expect(result.status == .usage)
        let option = arguments.contains("--module") ? "--module" : "--output"
        #expect(result.errors.hasPrefix("statemachine-gen: error: '\(option)' needs a value, not an empty string (see"))
    }

    /// Run as a program, since only the executable owns its standard output: a command whose
    /// output cannot be written fails and says so.
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full") && BuiltExecutable.path("statemachine-gen") != nil),
        arguments: [["--help"], ["dot", "SPEC"], ["table", "SPEC"], ["check", "--format", "json", "SPEC"]])
    func aFullStandardOutputFailsTheCommand(_ arguments: [String]) throws {
        let (_, spec) = try scratch()
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try ProcessRunner.run(
            try #require(BuiltExecutable.path("statemachine-gen")), arguments.map { $0 == "SPEC" ? spec : $0 }, output: .file(full))
        #expect(run.status == 1)
        #expect(run.errors == "statemachine-gen: error: cannot write standard output: No space left on device\n")
    }

    /// The module goes into `@testable import`; the plugins pass the target's module name.
    @Test(arguments: ["Hy-Phen", "App\nfunc evil() {}", "9Lives", "class"])
    func aModuleThatIsNotASwiftIdentifierIsWrongUsage(_ module: String) {
        let result = commandLine.run(["tests", "x.sm", "--module", module, "--output", "d"])
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("statemachine-gen: error: '--module' must be a Swift module name"))
        #expect(!result.errors.dropLast().contains("\n"))
    }

    @Test func aConfigurationRepeatingAKeyIsRefusedAndUnknownKeysPrintNoEscapes() throws {
        let (folder, spec) = try scratch()
        let output = folder.appendingPathComponent("out").path
        let twice = try commandLine.write(#"{ "runtime": true, "runtime": false }"#, "twice.json", in: folder)
        #expect(
            commandLine.run(["generate", spec, "--output", output, "--config", twice]).errors
                == "\(twice):1:1: error: configuration file: key 'runtime' appears more than once; keep one\n")
        let escapes = try commandLine.write(#"{ "\u001b[2Jx": 1 }"#, "escapes.json", in: folder)
        let errors = commandLine.run(["generate", spec, "--output", output, "--config", escapes]).errors
        #expect(errors.hasPrefix("\(escapes):1:1: error: configuration file: unknown key '\u{FFFD}[2Jx'"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

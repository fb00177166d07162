import Foundation
import StateMachineCommandLine
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `review` writes, from one check of each spec, the files `generate`, `tests`, `dot`, `mermaid`
/// and `table` write one command at a time: what the `generate-state-machines` plugin runs once
/// per target.
@Suite struct ReviewCommandTests {
    let commandLine = CommandLineTests()

    /// Every file in `folder`, by name.
    private func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test func reviewWritesWhatTheFiveCommandsWrite() throws {
        let directory = try commandLine.temporaryDirectory()
        let specs = try ["checkout", "articles", "upload"].map { name in
            try commandLine.write(try ExampleSpecs.text(name), name + ".sm", in: directory)
        }
        let together = directory.appendingPathComponent("together")
        let apart = directory.appendingPathComponent("apart")
        let review = commandLine.run(["review"] + specs + ["--module", "Shop", "--output", together.path, "--runtime", "--no-config"])
        #expect(review.status == .success, "\(review.errors)")

        #expect(commandLine.run(["generate"] + specs + ["--output", apart.path, "--runtime", "--no-config"]).status == .success)
        #expect(
            commandLine.run(["tests"] + specs + ["--module", "Shop", "--output", apart.path, "--runtime", "--no-config"]).status
                == .success)
        for spec in specs {
            let name = URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent
            for (command, suffix) in [("dot", ".dot"), ("mermaid", ".mmd"), ("table", ".matrix.md")] {
                let output = apart.appendingPathComponent(name + suffix).path
                #expect(commandLine.run([command, spec, "--output", output, "--no-config"]).status == .success)
            }
        }
        let expected = try contents(of: apart)
        #expect(expected.count == 3 * 7)
        let written = try contents(of: together)
        #expect(written.keys.sorted() == expected.keys.sorted())
        for (name, data) in expected { #expect(written[name] == data, "\(name) differs") }
    }

    @Test func aSpecWithAnErrorWritesNothing() throws {
        let directory = try commandLine.temporaryDirectory()
        let good = try commandLine.write(CommandLineTests.valid, "light.sm", in: directory)
        let bad = try commandLine.write("machine Broken\ninitial nowhere\n", "broken.sm", in: directory)
        let output = directory.appendingPathComponent("out")
        let run = commandLine.run(["review", good, bad, "--module", "Lights", "--output", output.path, "--no-config"])
        #expect(run.status == .specErrors)
        #expect(run.errors.contains("broken.sm:2:"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func theModuleMustBeASwiftModuleName() throws {
        let run = commandLine.run(["review", "a.sm", "--module", "my-module", "--output", "out"])
        #expect(run.status == .usage)
        #expect(run.errors.contains("'--module' must be a Swift module name"))
    }
}

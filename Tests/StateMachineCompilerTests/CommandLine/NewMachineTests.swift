import Foundation
import Testing

/// `statemachine-gen new`, which the `add-state-machine` command plugin runs: a target
/// holding only specs builds nothing, so a new machine comes with the Swift file it needs.
@Suite struct NewMachineTests {
    let commandLine = CommandLineTests()

    @Test func anEmptyFolderGetsTheSpecAndASwiftFile() throws {
        let folder = try commandLine.temporaryDirectory().appendingPathComponent("Sources/Media")
        let run = commandLine.run(["new", "upload", "--output", folder.path])
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.output == "created \(folder.path)/upload.sm\ncreated \(folder.path)/StateMachines.swift\n")
        let spec = try String(contentsOf: folder.appendingPathComponent("upload.sm"), encoding: .utf8)
        #expect(spec.contains("\nmachine Upload\n"))
        // Internal by default: the template says how tests and other modules see the machine.
        #expect(spec.contains("`@testable import Media`"))
        #expect(spec.contains(#"{ "access": "public" } in statemachine-gen.json"#))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("StateMachines.swift"), encoding: .utf8)
                .hasPrefix("// SwiftPM builds a target only when it holds at least one Swift file"))
        // The template is a spec to start from: it checks without a single diagnostic.
        let check = commandLine.run(["check", folder.appendingPathComponent("upload.sm").path])
        #expect(check.status == .success)
        #expect(check.errors == "")
    }

    @Test func aFolderWithSwiftGetsOnlyTheSpecAndNoSpecIsOverwritten() throws {
        let folder = try commandLine.temporaryDirectory()
        _ = try commandLine.write("struct Shop {}\n", "Shop.swift", in: folder)
        let first = commandLine.run(["new", "checkoutFlow", "--output", folder.path])
        #expect(first.output == "created \(folder.path)/checkoutFlow.sm\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("StateMachines.swift").path))
        try Data("machine Mine\n".utf8).write(to: folder.appendingPathComponent("checkoutFlow.sm"))
        let again = commandLine.run(["new", "checkoutFlow", "--output", folder.path])
        #expect(again.status == .specErrors)
        #expect(again.errors == "statemachine-gen: error: '\(folder.path)/checkoutFlow.sm' already exists; nothing written\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("checkoutFlow.sm"), encoding: .utf8) == "machine Mine\n")
    }

    /// A folder holding only a spec. Its spec is kept; it gets the Swift file.
    /// A folder's name may hold a line break: its `created …` lines print it as U+FFFD, as
    /// every path printed on a terminal is, so no name can forge a line of output.
    @Test func aLineBreakInTheFoldersNameIsPrintedAsAReplacementCharacter() throws {
        let folder = try commandLine.temporaryDirectory().appendingPathComponent("Media\ncreated /etc/passwd")
        let run = commandLine.run(["new", "upload", "--output", folder.path])
        #expect(run.status == .success, "\(run.errors)")
        let shown = folder.path.replacingOccurrences(of: "\n", with: "\u{FFFD}")
        #expect(run.output == "created \(shown)/upload.sm\ncreated \(shown)/StateMachines.swift\n")
    }

    @Test func aFolderWithOnlyTheSpecGetsTheSwiftFile() throws {
        let folder = try commandLine.temporaryDirectory()
        _ = try commandLine.write("machine Upload\n", "upload.sm", in: folder)
        let run = commandLine.run(["new", "upload", "--output", folder.path])
        #expect(run.status == .success)
        #expect(run.output == "created \(folder.path)/StateMachines.swift\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("upload.sm"), encoding: .utf8) == "machine Upload\n")
    }

    /// A machine named like its target reads `Upload.Upload...` and its generated file could
    /// collide with the target's `Upload.swift`: the spec gets a distinct name, and says why.
    @Test func aNameEqualToTheTargetsGetsADistinctOne() throws {
        let folder = try commandLine.temporaryDirectory().appendingPathComponent("Upload")
        let run = commandLine.run(["new", "upload", "--output", folder.path])
        #expect(run.status == .success)
        #expect(
            run.output == "note: 'upload' is the target's own name; writing uploadMachine.sm instead, so the machine reads "
                + "Upload.UploadMachine rather than Upload.Upload and its generated file cannot collide with Upload.swift\n"
                + "created \(folder.path)/uploadMachine.sm\ncreated \(folder.path)/StateMachines.swift\n")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("uploadMachine.sm"), encoding: .utf8).contains("\nmachine UploadMachine\n")
        )
    }

    /// The folder's name is the module the template's comments name; a line break in it
    /// started a line of spec text. It is named as SwiftPM names the module.
    @Test func aFolderNameWithALineBreakStaysInTheComment() throws {
        let folder = try commandLine.temporaryDirectory().appendingPathComponent("Med\nstate evil")
        let run = commandLine.run(["new", "upload", "--output", folder.path])
        #expect(run.status == .success, "\(run.errors)")
        let spec = try String(contentsOf: folder.appendingPathComponent("upload.sm"), encoding: .utf8)
        #expect(spec.contains("// `@testable import Med_state_evil`; for a plain `import Med_state_evil` (your own tests in release\n"))
        #expect(!spec.contains("\nstate evil"))
        let check = commandLine.run(["check", folder.appendingPathComponent("upload.sm").path])
        #expect(check.status == .success)
        #expect(check.errors == "")
    }

    /// Identifiers whose template does not check, as Swift reads the machine's name: refused
    /// before anything is written, rather than leaving a spec that breaks the next build.
    @Test(arguments: ["self", "Type", "Any", "State", "String", "UUID", "Foundation", "_"])
    func aNameWhoseSpecWouldNotCheckIsRefused(_ name: String) throws {
        let folder = try commandLine.temporaryDirectory().appendingPathComponent("Media")
        let run = commandLine.run(["new", name, "--output", folder.path])
        #expect(run.status == .usage)
        #expect(run.output == "")
        #expect(
            run.errors.hasPrefix("statemachine-gen: error: '\(name)' cannot name a machine: its spec would not check ("), "\(run.errors)")
        #expect(run.errors.hasSuffix("); nothing written\n"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] == [])
    }
}

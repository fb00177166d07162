import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A Swift type misspelled in a spec fails the build at the spec's line, not inside the
/// build folder: the generated declarations carry `#sourceLocation` directives.
@Suite(.enabled(if: Swiftc.isAvailable)) struct SourceLocationCompileTests {
    let commandLine = CommandLineTests()

    static let spec = """
        machine Upload

        context {
            maxAttempts: Int
            token: Strin sensitive
        }

        initial idle

        state idle
        state uploading(uploadID: UUID, attempt: Int)
        state done(remoteID: Strng) final

        event fileChosen(uploadID: UUID)
        event finalized(remoteID: Strng)

        idle on fileChosen(id) -> uploading(id, 1)
        uploading on finalized(remote) -> done(remote)

        """

    /// Type-checks the generated machine and returns swiftc's `error:` lines; `notes` counts its notes.
    private func compileErrors(_ generated: URL, notes: inout Int) throws -> [String] {
        let result = try ProcessRunner.run(
            Swiftc.executable ?? "swiftc", ["-typecheck", "-swift-version", "6", generated.path], mergingErrors: true)
        #expect(result.status != 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        notes = lines.filter { $0.contains(": note: ") }.count
        return lines.filter { $0.contains(": error: ") }
    }

    @Test func aMisspelledPayloadOrContextTypeIsAnErrorAtTheSpecsLine() throws {
        let directory = try commandLine.temporaryDirectory()
        let spec = try commandLine.write(Self.spec, "upload.sm", in: directory)
        let run = commandLine.run(["generate", spec, "--output", directory.path])
        #expect(run.status == .success, "\(run.errors)")
        var notes = 0
        let errors = try compileErrors(directory.appendingPathComponent("upload.swift"), notes: &notes)
        // Lines counted by hand in the spec above: `token: Strin` is line 5, `state done` line 12, the first of the
        // two lines spelling `Strng` (the checker sees one type spelled alike in both). Each type is one alias at its
        // first line, and every use names the alias, so `event finalized` (line 15) adds no error. Swift's directive
        // sets no column, so each column is the type's in the generated line, as Diagnostics.md says: 4 spaces +
        // `typealias SpecStrin = ` (22) put the type at 27.
        #expect(errors.contains("\(spec):5:27: error: cannot find type 'Strin' in scope"), "\(errors)")
        #expect(errors.contains("\(spec):12:27: error: cannot find type 'Strng' in scope"), "\(errors)")
        // Nothing else: `==` of a declaration spelling a type of the spec's own is written out, not synthesized, so
        // no `type 'Upload.State' does not conform to protocol 'Equatable'` follows, nor its notes listing every `==`.
        #expect(errors.count == 2, "\(errors)")
        #expect(notes == 0)
        #expect(!errors.contains { $0.contains("upload.swift:") }, "\(errors)")
    }

    @Test func theDirectiveNamesThePathAsGivenAndRunsOverConsecutiveLines() throws {
        let text = Self.spec.replacingOccurrences(of: "Strng", with: "String").replacingOccurrences(of: "Strin ", with: "String ")
        let machine = try #require(Pipeline.check(SourceFile(path: "/any/where/upload.sm", text: text)).machine)
        let generated = SwiftMachineEmitter.emit(machine, specPath: "Sources/Upload/upload.sm").contents
        // `idle` (line 10) carries no type: the run starts at `uploading`, line 11, and takes `done` along. The doc
        // comment and header stand on lines 10 and 11, so the directive goes above the comment, which it would
        // otherwise part from the enum.
        Snippet.expect(
            """
            #sourceLocation(file: "Sources/Upload/upload.sm", line: 10)
                /// Mutually exclusive phases: each carries exactly the data valid in it.
                enum State: Equatable, Sendable {
            #sourceLocation()
                    case idle
            #sourceLocation(file: "Sources/Upload/upload.sm", line: 11)
                    case uploading(uploadID: UUID, attempt: Int)
                    case done(remoteID: String)
            #sourceLocation()

                    /// Where the machine starts.
                    static let initial: State = .idle
                }
            """, in: generated)
        Snippet.expect(
            """
            #sourceLocation(file: "Sources/Upload/upload.sm", line: 3)
                /// Read-only facts the rows consult in guards and pass into states and effects.
                struct Context: Equatable, Sendable {
            #sourceLocation(file: "Sources/Upload/upload.sm", line: 4)
                    let maxAttempts: Int
                    let token: String
            #sourceLocation()
                }
            """, in: generated)
        #expect(!generated.contains("/any/where"))
        // Without a path, no directive: the emitter's callers that show code to people.
        #expect(!SwiftMachineEmitter.emit(machine).contents.contains("#sourceLocation"))
    }
}

import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `diff --against REV` with revisions and tracked files that git must not misread: an
/// option for a revision, a range, a symbolic link, a spec too large to read.
@Suite struct DiffRevisionSafetyTests {
    let command = DiffCommandTests()

    /// A repository with `specs/light.sm` committed; returns it and the spec's path.
    func repository(committing extra: [String: String] = [:]) throws -> (URL, String) {
        let repository = try Swiftc.scratchDirectory()
        let spec = try command.write(DiffCommandTests.light, "specs/light.sm", in: repository)
        for (name, text) in extra { _ = try command.write(text, name, in: repository) }
        try commit(repository)
        return (repository, spec)
    }

    func commit(_ repository: URL) throws {
        if !FileManager.default.fileExists(atPath: repository.appendingPathComponent(".git").path) {
            try command.git(["init", "-q"], in: repository)
        }
        try command.git(["add", "."], in: repository)
        try command.git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "specs"], in: repository)
    }

    @Test(arguments: [
        (["--against=--output=OUT"], "--output=OUT"), (["--against", "-OOUT"], "-OOUT"), (["--against=-OOUT"], "-OOUT"),
    ])
    func aRevisionThatGitWouldReadAsAnOptionIsRefusedAndWritesNothing(_ options: [String], _ revision: String) throws {
        let (repository, spec) = try repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let outside = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        // git writes `--output=FILE`'s `FILE:./light.sm`: a folder `written:.` lets it.
        let folder = outside.appendingPathComponent("written:.")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = outside.appendingPathComponent("written").path
        let arguments = options.map { $0.replacingOccurrences(of: "OUT", with: target) }

        let result = command.run(["diff", spec] + arguments)
        #expect(result.status == 64)
        #expect(
            result.errors
                == "statemachine-gen: error: '--against' takes a git revision, not an option such as '\(revision.replacingOccurrences(of: "OUT", with: target))' (see 'statemachine-gen help diff')\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func aRangeIsRefusedWithItsOwnMessage() throws {
        let result = command.run(["diff", "light.sm", "--against", "HEAD..HEAD"])
        #expect(result.status == 64)
        #expect(
            result.errors
                == "statemachine-gen: error: '--against' takes one git revision, not a range such as 'HEAD..HEAD' (see 'statemachine-gen help diff')\n"
        )
    }

    @Test func aTrackedSymbolicLinkIsReadAsTheFileItPointsTo() throws {
        let repository = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: repository) }
        _ = try command.write(DiffCommandTests.light, "specs/light.sm", in: repository)
        let link = repository.appendingPathComponent("specs/link.sm").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "light.sm")
        try commit(repository)

        let same = command.run(["diff", link])
        #expect(same.status == 0)
        #expect(same.errors == "")
        #expect(same.output == "")

        try Data(DiffCommandTests.stuckLight.utf8).write(to: repository.appendingPathComponent("specs/light.sm"))
        let changed = command.run(["diff", link, "--against", "HEAD"])
        #expect(changed.status == 1)
        #expect(changed.output.contains("- `on_ × flip`: `→ off` became `ignore`\n"))
    }

    @Test func aSpecLargerThanTheInputLimitAtTheRevisionIsRefused() throws {
        let large = DiffCommandTests.light + "//" + String(repeating: " ", count: SpecLoader.maximumSize) + "\n"
        let repository = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: repository) }
        let spec = try command.write(large, "specs/light.sm", in: repository)
        try commit(repository)
        try Data(DiffCommandTests.light.utf8).write(to: URL(fileURLWithPath: spec))

        let result = command.run(["diff", spec])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errors == "\(spec):1:1: error: cannot read spec at HEAD: it is larger than 4 MB\n")
    }

    @Test func aPackageReportNamesTheSpecsItCouldNotCompareAndClaimsNoAbsenceOfChanges() throws {
        let broken = "machine Light\ninitial off\nstate off\nevent flip\noff on flip -> onn\n"
        let (repository, spec) = try repository(committing: ["specs/broken.sm": broken])
        defer { try? FileManager.default.removeItem(at: repository) }
        let brokenSpec = repository.appendingPathComponent("specs/broken.sm").path

        let report = command.run(["diff", spec, brokenSpec, "--against", "HEAD"])
        #expect(report.status == 2)
        #expect(
            report.output
                == "# State machine changes against `HEAD`\n\nNot compared, since they cannot be read or checked (see the errors): `\(brokenSpec)`.\n"
        )
        #expect(report.errors.hasPrefix("\(brokenSpec):5:16: error: "))
    }

    /// Run as a program, since only the executable owns its standard output: 1 would say
    /// "the machines differ", so an output that cannot be written is diff's error, 2.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full") && BuiltExecutable.path("statemachine-gen") != nil))
    func aFullStandardOutputIsAnErrorNotADifference() throws {
        let directory = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = try command.write(DiffCommandTests.light, "old.sm", in: directory)
        let new = try command.write(DiffCommandTests.stuckLight, "new.sm", in: directory)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try ProcessRunner.run(try #require(BuiltExecutable.path("statemachine-gen")), ["diff", old, new], output: .file(full))
        #expect(run.status == 2)
        #expect(run.errors == "statemachine-gen: error: cannot write standard output: No space left on device\n")
    }
}

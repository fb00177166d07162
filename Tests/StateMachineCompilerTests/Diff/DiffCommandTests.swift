import Foundation
import StateMachineCommandLine
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `statemachine-gen diff` run in process: exit statuses as diff(1)'s, what goes where, and
/// `--against` in a real temporary git repository.
@Suite struct DiffCommandTests {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    final class Capture: @unchecked Sendable {
        var output = Data()
        var errors = ""
    }

    func run(_ arguments: [String]) -> Run {
        let capture = Capture()
        let tool = Tool(
            standardOutput: { capture.output.append($0) }, standardError: { capture.errors += $0 })
        let status = tool.run(arguments)
        return Run(
            status: status.rawValue, output: String(decoding: capture.output, as: UTF8.self),
            errors: capture.errors)
    }

    static let light =
        "machine Light\ninitial off\nstate off\nstate on_\nevent flip\noff on flip -> on_\non_ on flip -> off\n"
    static let stuckLight =
        "machine Light\ninitial off\nstate off\nstate on_\nevent flip\noff on flip -> on_\non_ on flip ignore\n"

    func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func twoFilesExitZeroWhenTheyBehaveTheSameAndOneWhenNot() throws {
        let directory = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = try write(Self.light, "old.sm", in: directory)
        let reformatted = try write(
            "// the same\n" + Self.light.replacingOccurrences(of: " on flip", with: "   on  flip"),
            "same.sm", in: directory)
        let changed = try write(Self.stuckLight, "new.sm", in: directory)

        let same = run(["diff", old, reformatted])
        #expect(same.status == 0)
        #expect(same.output == "## `\(reformatted)`\n\nThe text changed; the behaviour and the API did not.\n")
        #expect(same.errors == "")

        let differs = run(["diff", old, changed])
        #expect(differs.status == 1)
        #expect(
            differs.output
                == "## `\(changed)`\n\n### Behaviour changes\n\n- `on_ × flip`: `→ off` became `ignore`\n\n### Analysis changes\n\n"
                + "- new `dead-end` warning (line 4): no '->' row leaves non-final state 'on_'; add one or mark the state 'final'\n"
        )
        #expect(differs.errors == "")

        let json = run(["diff", old, changed, "--format", "json"])
        #expect(json.status == 1)
        #expect(
            json.output.contains(
                "\"behaviour\": [\n    {\"kind\": \"cell\", \"state\": \"on_\", \"event\": \"flip\", \"variants\": [{\"before\": \"→ off\", \"after\": \"ignore\"}]}\n  ]"
            ))
    }

    /// A machine with regions is compared, not refused: its changes are named by region.
    @Test func twoMachinesWithRegionsAreCompared() throws {
        let directory = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = try write(DiffRegionTests.screen, "old.sm", in: directory)
        let changed = try write(DiffRegionTests.screen.replacingOccurrences(of: "after 4s", with: "after 8s"), "new.sm", in: directory)
        let differs = run(["diff", old, changed])
        #expect(differs.status == 1)
        #expect(
            differs.output
                == "## `\(changed)`\n\n### Behaviour changes\n\n"
                + "- in region `refresh`: in `failed`, a timer: `failed after 4s -> quiet` became `failed after 8s -> quiet`\n")
        #expect(differs.errors == "")
    }

    @Test func aSideThatCannotBeReadOrCheckedExitsTwoWithItsDiagnostics() throws {
        let directory = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = try write(Self.light, "good.sm", in: directory)
        let broken = try write(
            "machine Light\ninitial off\nstate off\nevent flip\noff on flip -> onn\n", "broken.sm",
            in: directory)
        let missing = directory.appendingPathComponent("missing.sm").path

        let unchecked = run(["diff", good, broken])
        #expect(unchecked.status == 2)
        #expect(unchecked.output == "")
        #expect(unchecked.errors == run(["check", broken]).errors)
        #expect(unchecked.errors.hasPrefix("\(broken):5:16: error: "))

        let unread = run(["diff", missing, good])
        #expect(unread.status == 2)
        #expect(unread.errors == "\(missing):1:1: error: cannot read spec: no such file\n")
    }

    @Test func twoFilesOfDifferentMachinesSaySoAndPointToAgainst() throws {
        let directory = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let light = try write(Self.light, "light.sm", in: directory)
        let door = try write(
            "machine Door\ninitial shut\nstate shut\nstate open\nevent push\nshut on push -> open\nopen on push -> shut\n", "door.sm",
            in: directory)
        let renamed = try write(Self.light.replacingOccurrences(of: "machine Light", with: "machine Lamp"), "lamp.sm", in: directory)

        let different = run(["diff", light, door])
        #expect(different.status == 2)
        #expect(different.output == "")
        #expect(
            different.errors
                == "statemachine-gen: error: \(light) and \(door) are different machines ('Light' and 'Door'); "
                + "to review a change to one spec, compare it with an earlier revision: statemachine-gen diff \(door) --against REV\n")
        // A machine renamed keeps its states: one machine, two versions.
        #expect(run(["diff", light, renamed]).status == 1)
    }

    @Test func codableListsWhatStoredEventsCannotSurvive() throws {
        let directory = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let forced = Self.light.replacingOccurrences(of: "event flip", with: "event flip(force: Bool)")
        let old = try write(forced, "old.sm", in: directory)
        let new = try write(forced.replacingOccurrences(of: "flip(force:", with: "flip(strength:"), "new.sm", in: directory)

        #expect(!run(["diff", old, new]).output.contains("### Persisted data"))
        let codable = run(["diff", old, new, "--codable"])
        #expect(codable.status == 1)
        #expect(
            codable.output.contains(
                "### Persisted data\n\nRecords the old version wrote (journals, stored values) that this version cannot decode:\n\n"
                    + "- event `flip(force: Bool)` became `flip(strength: Bool)`\n"))
    }

    @Test func againstARevisionReadsTheSpecWithGitShow() throws {
        let repository = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: repository) }
        let spec = try write(Self.light, "specs/light.sm", in: repository)
        try git(["init", "-q"], in: repository)
        try git(["add", "."], in: repository)
        try git(
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "light"],
            in: repository)

        #expect(run(["diff", spec]).status == 0)
        #expect(run(["diff", spec, "--against", "HEAD"]).output == "")

        try Data(Self.stuckLight.utf8).write(to: URL(fileURLWithPath: spec))
        let changed = run(["diff", spec, "--against", "HEAD"])
        #expect(changed.status == 1)
        #expect(changed.output.contains("- `on_ × flip`: `→ off` became `ignore`\n"))
        #expect(run(["diff", spec]).output == changed.output)

        let unknown = run(["diff", spec, "--against", "no-such-revision"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("\(spec):1:1: error: cannot read spec at no-such-revision: "))
    }

    @Test func severalSpecsAgainstARevisionMakeOneReportWithAddedAndRemovedSpecs() throws {
        let repository = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: repository) }
        let kept = try write(Self.light, "a/light.sm", in: repository)
        let removed = try write(
            Self.light.replacingOccurrences(of: "Light", with: "Lamp"), "old/lamp.sm", in: repository)
        try git(["init", "-q"], in: repository)
        try git(["add", "."], in: repository)
        try git(
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "specs"],
            in: repository)
        try FileManager.default.removeItem(
            at: URL(fileURLWithPath: removed).deletingLastPathComponent())
        let added = try write(
            Self.light.replacingOccurrences(of: "Light", with: "Torch"), "a/torch.sm", in: repository)

        let report = run(["diff", kept, added, removed, "--against", "HEAD"])
        #expect(report.status == 1)
        #expect(report.errors == "")
        #expect(
            report.output == """
                # State machine changes against `HEAD`

                ## `\(added)`

                New machine `Torch`: 2 states, 1 event, 0 effects.

                ## `\(removed)`

                Removed machine `Lamp`: 2 states, 1 event, 0 effects.

                """)
        #expect(
            run(["diff", kept, "--against", "HEAD", kept]).output
                == "# State machine changes against `HEAD`\n\nNo behaviour changes in 2 specs.\n")
    }

    @Test(arguments: [
        (["diff"], "no spec files given"),
        (
            ["diff", "a.sm", "b.sm", "c.sm"],
            "compare two specs, OLD NEW, or specs with a git revision, SPEC... --against REV"
        ),
        (["diff", "a.sm", "b.sm", "--format", "yaml"], "'--format' must be one of: markdown, json"),
    ])
    func wrongUsageExitsSixtyFour(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(
            result.errors == "statemachine-gen: error: \(message) (see 'statemachine-gen help diff')\n")
    }

    func git(_ arguments: [String], in directory: URL) throws {
        let run = try ProcessRunner.run("/usr/bin/env", ["git"] + arguments, in: directory, mergingErrors: true)
        guard run.status == 0 else {
            throw DiffSupport.Unchecked(description: "git \(arguments) failed: \(run.output)")
        }
    }
}

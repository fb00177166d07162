import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `diff --against REV --format json` over several specs, as the plugin runs it for scripts:
/// a spec it could not compare has an entry of its own that says why, since a script may
/// read only standard output.
@Suite struct DiffPackageJSONTests {
    let command = DiffCommandTests()

    @Test func aSpecThatCannotBeComparedHasAnEntryWithItsErrors() throws {
        let safety = DiffRevisionSafetyTests()
        let (repository, spec) = try safety.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        // `light.sm` no longer checks; `gone.sm` exists neither now nor at HEAD.
        _ = try command.write(
            "machine Light\ninitial off\nstate off\nstate on_\nevent flip\noff on zzz -> on_\non_ on flip -> off\n", "specs/light.sm",
            in: repository)
        let gone = repository.appendingPathComponent("specs/gone.sm").path

        let report = command.run(["diff", spec, gone, "--against", "HEAD", "--format", "json"])
        #expect(report.status == 2)
        #expect(
            report.output == """
                [
                {"spec": "\(spec)", "compared": false, "errors": ["\(spec):6:8: error: unknown event 'zzz'"]},
                {"spec": "\(gone)", "compared": false, "errors": ["\(gone):1:1: error: cannot read spec: it does not exist at HEAD"]}]

                """)
    }
}

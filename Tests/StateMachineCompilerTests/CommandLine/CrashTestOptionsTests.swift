import Foundation
import StateMachineTestSupport
import Testing

/// `statemachine-crashtest`'s arguments, run as the program: asking for help is not an error,
/// and a seed is any `UInt64`, as the seeded generator takes it.
@Suite(.enabled(if: BuiltExecutable.path("statemachine-crashtest") != nil))
struct CrashTestOptionsTests {
    @Test(arguments: ["--help", "-h"])
    func helpPrintsTheUsageAndSucceeds(_ flag: String) throws {
        let run = try ProcessRunner.run(try #require(BuiltExecutable.path("statemachine-crashtest")), [flag], stoppingAfter: 60)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("usage: statemachine-crashtest --seed N --kills K [--operations L]\n"))
        #expect(run.errors == "")
    }

    /// The largest seed is read; the wrong `--kills` after it is what stops the run, so
    /// nothing is started.
    @Test func aSeedAboveIntMaxIsAccepted() throws {
        let run = try ProcessRunner.run(
            try #require(BuiltExecutable.path("statemachine-crashtest")),
            ["--seed", "18446744073709551615", "--kills", "18446744073709551615"], stoppingAfter: 60)
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("statemachine-crashtest: --kills takes a whole number, not 18446744073709551615\n"), "\(run.errors)")
    }
}

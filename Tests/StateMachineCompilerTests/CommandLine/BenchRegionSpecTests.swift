import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `statemachine-bench --print-region-spec REGIONS`, run as the program: the spec its region
/// figures use checks clean with the real pipeline, has every region path in it, and grows by
/// the same amount for each region added, so its figures measure growth in the regions.
@Suite(.enabled(if: BuiltExecutable.path("statemachine-bench") != nil))
struct BenchRegionSpecTests {
    static func printed(_ arguments: [String]) throws -> ProcessRun {
        try ProcessRunner.run(try #require(BuiltExecutable.path("statemachine-bench")), arguments, stoppingAfter: 60)
    }

    @Test(arguments: [2, 3, 8])
    func theSpecChecksCleanAndHasEveryRegionPath(_ regions: Int) throws {
        let run = try Self.printed(["--print-region-spec", "\(regions)"])
        #expect(run.status == 0, "\(run.errors)")
        let result = Pipeline.check(SourceFile(path: "regions\(regions).sm", text: run.output))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let machine = try #require(result.machine)
        #expect(machine.regions.count == regions)
        // Four states and two events per region; `reset` and `tick` are shared.
        #expect(machine.states.count == 4 * regions)
        #expect(machine.events.count == 2 + 2 * regions)
        // An `after` row in each even region, a `during` in each odd one, an `entry` in each.
        #expect(machine.timedRows.count == (regions + 1) / 2)
        #expect(machine.stateEffects.filter { $0.kind == .during }.count == regions / 2)
        #expect(machine.stateEffects.filter { $0.kind == .entry }.count == regions)
        // Two rows per region read the next region.
        #expect(run.output.components(separatedBy: "[in(").count - 1 == 2 * regions)
        // A header of 16 lines, then 21 per region: 9 of declarations, 12 of rows.
        #expect(run.output.filter { $0 == "\n" }.count == 16 + 21 * regions)
    }

    /// A region needs another to read with `in(...)`.
    @Test func oneRegionIsAUsageError() throws {
        let run = try Self.printed(["--print-region-spec", "1"])
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("statemachine-bench: '--print-region-spec' needs a number of REGIONS, at least 2\n"), "\(run.errors)")
        #expect(run.output == "")
    }
}

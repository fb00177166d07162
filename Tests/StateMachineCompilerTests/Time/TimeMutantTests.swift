import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The mutation check's faults of time, on `specs/upload.sm`: a delay changed, a timer never
/// armed, an activity dropped. The reducer is the same in all three, so no event or timer case
/// tells them apart; the scope cases (`scopesOfEachState`) must. The mutation check compiles
/// one of each and sees its generated test fail.
@Suite struct TimeMutantTests {
    private func uploadMutants(_ kind: Mutant.Kind) throws -> [Mutant] {
        Mutant.all(of: try ExampleSpecs.machine("upload")).filter { $0.kind == kind }
    }

    @Test func uploadHasATimerAndDelayFaultPerAfterRowAndAnActivityFaultPerDuring() throws {
        #expect(
            try uploadMutants(.delayChanged).map(\.description) == [
                "upload.sm:37 after 5s changed to 6s", "upload.sm:38 after 10s changed to 11s", "upload.sm:39 after 2min changed to 3min",
            ])
        #expect(
            try uploadMutants(.timerDropped).map(\.description) == [
                "upload.sm:37 timer never armed", "upload.sm:38 timer never armed", "upload.sm:39 timer never armed",
            ])
        #expect(try uploadMutants(.activityDropped).map(\.description) == ["upload.sm:30 during removed", "upload.sm:31 during removed"])
        // No `after` row is removed outright: that would remove the `Timer` case the tests name.
        #expect(try uploadMutants(.rowRemoved).count == 4)
    }

    @Test(arguments: [Mutant.Kind.delayChanged, .timerDropped, .activityDropped])
    func onlyTheScopeCasesKillThem(_ kind: Mutant.Kind) throws {
        let plans = Pipeline.plan(try ExampleSpecs.machine("upload"))
        for mutant in try uploadMutants(kind) {
            #expect(mutant.isDetected(by: [], scopes: plans.scopes), "\(mutant.description)")
            let byOthers = mutant.isDetected(
                by: plans.transitionTable.cases, starts: plans.starts, timers: plans.timers, scenarios: plans.scenarios.scenarios)
            #expect(!byOthers, "\(mutant.description)")
        }
    }

    /// The mutant's timers keep the spec's names, so the spec's tests compile against it.
    @Test func aMutantsFilesNameTheTimersAsTheSpecDoes() throws {
        let spec = try ExampleSpecs.machine("upload")
        let changed = try #require(try uploadMutants(.delayChanged).first).machine
        #expect(changed.timerNames.first == "uploadingTimeout")
        let swift = "case .uploadingTimeout: .init(.uploadingTimeout, after: .seconds(6)) // uploadingAfter6sX"
        #expect(
            changed.timerNames(as: spec, in: swift)
                == "case .uploadingTimeout: .init(.uploadingTimeout, after: .seconds(6)) // uploadingAfter6sX")
    }
}

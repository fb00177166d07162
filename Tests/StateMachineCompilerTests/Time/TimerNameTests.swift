import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A timer's case in the generated `Timer` enum is named after its source, never its delay, so a
/// changed delay is no API change; timers of one source are told apart by what they do.
/// Expected names are written by hand.
@Suite struct TimerNameTests {
    static let header = """
        machine Upload
        context { patience: Duration, retriesAllowed: Bool }
        initial idle
        state idle
        state uploading
        state stalled
        state failed
        group busy = uploading, stalled
        event start

        idle on start -> uploading

        """

    private func names(_ rows: String) -> [String]? {
        Pipeline.check(SourceFile(path: "upload.sm", text: Self.header + rows), indexingSymbols: false).machine?.timerNames
    }

    @Test func aTimerIsNamedAfterItsSourceWithoutItsDelay() {
        #expect(names("uploading after 5s -> stalled\n") == ["uploadingTimeout"])
        #expect(names("uploading after patience -> stalled\n") == ["uploadingTimeout"])
        #expect(names("busy after 2min -> failed\n") == ["busyTimeout"])
        #expect(names("uploading, stalled after 2min -> failed\n") == ["uploadingOrStalledTimeout"])
    }

    @Test func aChangedDelayKeepsTheName() {
        #expect(names("uploading after 10s -> stalled\n") == names("uploading after 15s -> stalled\n"))
    }

    @Test func twoTimersOfOneSourceAreToldApartByWhatTheyDo() {
        #expect(
            names("stalled after 10s [retriesAllowed] -> uploading\nstalled after 2min -> failed\nuploading after 5s -> stalled\n")
                == ["stalledTimeoutToUploading", "stalledTimeoutToFailed", "uploadingTimeout"])
        #expect(
            names("stalled after 10s stays stalled\nstalled after 2min -> failed\n") == ["stalledTimeoutStays", "stalledTimeoutToFailed"])
    }

    @Test func twoTimersOfOneSourceDoingAlikeAreNumberedInWrittenOrder() {
        #expect(
            names("stalled after 10s [retriesAllowed] -> failed\nstalled after 2min -> failed\n")
                == ["stalledTimeoutToFailed", "stalledTimeoutToFailed2"])
    }
}

import StateMachineLanguageServer
import StateMachineTestSupport
import Testing

/// Hover and completion for `after`, `during` and `stays` on specs/upload.sm; positions are
/// 0-based lines and UTF-16 characters, counted by hand.
@Suite struct TimeFeatureTests {
    private let upload = (try? ExampleSpecs.text("upload")) ?? ""

    private func hover(_ text: String, line: Int, character: Int) -> (value: JSON?, range: JSON?) {
        var session = Session()
        session.open(text)
        let result = session.at("textDocument/hover", line: line, character: character)["result"]
        return (result?["contents"]?["value"], result?["range"])
    }

    private func labels(_ text: String, line: Int, after typed: String) -> [JSON]? {
        var session = Session()
        session.open(text + typed)
        return session.at("textDocument/completion", line: line, character: typed.utf16.count)["result"]?.array?.map {
            $0["label"] ?? .null
        }
    }

    @Test func hoverOnAfterSaysWhatTheTimerDoesAndItsGeneratedName() {
        let (value, range) = hover(upload, line: 36, character: 21)
        #expect(
            value
                == .string(
                    "`after 5s`: a timer, armed when the machine enters the source and cancelled when it leaves; once 5s has passed"
                        + " it applies this row, its guard read then. Generated as `Timer.uploadingTimeout`."))
        #expect(range == StateMachineLanguageServerTests.range(36, 19, 24))
    }

    @Test func hoverOnDuringAndStaysSaysWhatTheyDo() {
        let during = hover(upload, line: 30, character: 2)
        #expect(
            during.value
                == .string(
                    "`during`: an activity. Its effects start when the machine enters `uploading` (after the entry effects);"
                        + " the store cancels their tasks when the machine leaves it."))
        #expect(during.range == StateMachineLanguageServerTests.range(30, 0, 6))
        let stays = hover(upload, line: 33, character: 49)
        #expect(
            stays.value
                == .string(
                    "`stays`: an update in place. The state's payload changes without leaving it: no exit or entry effects,"
                        + " and its timers and activities keep running. The outcome is `.updated(effects:)`."))
        #expect(stays.range == StateMachineLanguageServerTests.range(33, 46, 51))
    }

    @Test func completionOffersAfterBesideOnAndStaysBesideTheArrow() {
        let states: [JSON] = ["idle", "uploading", "stalled", "done", "failed"]
        #expect(labels(upload, line: 39, after: "stalled(file) ") == ["on", "after", "always", "done"])
        #expect(labels(upload, line: 39, after: "stalled(file) on cancel ") == ["->", "stays", "ignore"])
        // The parser takes `stays` after a delay as after an event (the completion's own grammar withheld it).
        #expect(labels(upload, line: 39, after: "stalled(file) after 5s ") == ["->", "stays"])
        #expect(labels(upload, line: 39, after: "uploading(file, _) on progressed(percent) stays ") == states)
        #expect(labels(upload, line: 39, after: "stalled(file) after 5s -> failed(file) / ") == ["upload", "keepAwake", "reportStall"])
    }

    @Test func completionInAnActivitysSourceListOffersStatesAndGroups() {
        #expect(labels(upload, line: 39, after: "during stalled, ") == ["idle", "uploading", "stalled", "done", "failed", "busy"])
    }

    @Test func completionAfterAfterOffersTheDurationFields() {
        let door = "machine Door\ncontext { isLocked: Bool, patience: Duration }\ninitial closed\nstate closed\nstate gone final\n"
        #expect(labels(door, line: 5, after: "closed after ") == ["patience"])
    }
}

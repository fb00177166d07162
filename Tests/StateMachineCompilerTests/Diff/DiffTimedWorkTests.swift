import StateMachineCompiler
import Testing

/// A search screen with timers (a literal and a context-field delay, one on a group),
/// activities (on a state and on a group), an entry effect, a `stays` row and a durable
/// effect: each change to what it does is reported, naming the timer, activity or row, and
/// exits 1; each rewrite that keeps its behaviour is silent but for one line, and exits 0.
/// Expected reports are written by hand.
@Suite struct DiffTimedWorkTests {
    static let search = """
        machine Search

        context {
            timeout: Duration
            token: String sensitive persisted
        }

        initial idle

        state idle
        state waiting(query: String)
        state searching(query: String)
        state showing(query: String)
        state failed(query: String)

        group busy = waiting, searching

        event typed(query: String)
        event resultsArrived(query: String)
        event cancel

        effect search(query: String)
        effect showSpinner
        effect track(query: String)
        effect save(query: String) durable

        during searching(query) / search(query)
        during busy / showSpinner
        entry showing(query) / track(query)

        idle, showing, failed on typed(query)         -> waiting(query)
        waiting on typed(query)                       stays waiting(query)
        waiting(query) after 300ms                    -> searching(query)
        searching(query) on resultsArrived(query)     -> showing(query) / save(query)
        searching(query) after timeout                -> failed(query)
        busy after 10s                                -> idle
        busy on cancel                                -> idle
        failed after 60s                              -> idle

        """

    func report(_ edits: [(String, String)]) throws -> (differs: Bool, report: String) {
        let diff = try DiffSupport.diff(Self.search, try DiffSupport.edited(Self.search, edits))
        return (diff.differs, DiffMarkdown.render(diff, title: "new.sm"))
    }

    func behaviour(_ lines: String) -> String {
        "## `new.sm`\n\n### Behaviour changes\n\n" + lines + "\n"
    }

    @Test func aLongerDebounceNamesTheTimer() throws {
        let result = try report([("waiting(query) after 300ms", "waiting(query) after 3s")])
        #expect(result.differs)
        #expect(
            result.report
                == behaviour(
                    "- in `waiting`, a timer: `waiting(query) after 300ms -> searching(query)` became `waiting(query) after 3s -> searching(query)`"
                ))
    }

    @Test func aTimerLeadingElsewhereSaysWhereItWentAndGoes() throws {
        let result = try report([("after 300ms                    -> searching(query)", "after 300ms -> idle")])
        #expect(result.differs)
        #expect(result.report.contains("- in `waiting`, after 300ms: `→ searching(query)` became `→ idle`\n"))
    }

    @Test func aGuardOnATimerShowsTheStateWhereItNoLongerFires() throws {
        let result = try report([("waiting(query) after 300ms", "waiting(query) after 300ms [query != \"stop\"]")])
        #expect(result.differs)
        #expect(
            result.report
                == behaviour(
                    "- in `waiting`, after 300ms: `→ searching(query)` became `nothing (its conditions do not hold)` "
                        + "(for `waiting(query: \"stop\") with timeout: Duration#1, token: \"sample 1\"`)"))
    }

    @Test func anEffectAddedToATimer() throws {
        let result = try report([("after 300ms                    -> searching(query)", "after 300ms -> searching(query) / track(query)")])
        #expect(result.differs)
        #expect(result.report == behaviour("- in `waiting`, after 300ms: `→ searching(query)` became `→ searching(query) / track(query)`"))
    }

    @Test func aFieldDelayReplacedByALiteral() throws {
        let result = try report([("searching(query) after timeout", "searching(query) after 5s")])
        #expect(result.differs)
        #expect(
            result.report.contains(
                "- in `searching`, a timer: `searching(query) after timeout -> failed(query)` became `searching(query) after 5s -> failed(query)`"
            ))
    }

    @Test func anActivityMovedToAnotherStateIsReportedInBoth() throws {
        let result = try report([("during searching(query) / search(query)", "during waiting(query) / search(query)")])
        #expect(result.differs)
        #expect(
            result.report
                == behaviour(
                    """
                    - in `waiting`, activities: `showSpinner in group busy (searching, waiting)` became `showSpinner in group busy (searching, waiting), search`
                    - in `searching`, activities: `showSpinner in group busy (searching, waiting), search` became `showSpinner in group busy (searching, waiting)`
                    """))
    }

    @Test func anActivityOfAGroupWrittenAsAListRestartsOnMovesBetweenThem() throws {
        let result = try report([("during busy / showSpinner", "during waiting, searching / showSpinner")])
        #expect(result.differs)
        #expect(
            result.report.contains("- in `waiting`, activities: `showSpinner in group busy (searching, waiting)` became `showSpinner`\n"))
    }

    @Test func aGroupTimerWrittenAsAListChangesItsOwner() throws {
        let result = try report([("busy after 10s", "waiting, searching after 10s")])
        #expect(result.differs)
        // The timer's case is named after its source, so it is renamed too.
        #expect(
            result.report
                == "## `new.sm`\n\n### API changes\n\n- timer `busyTimeout` renamed to `waitingOrSearchingTimeout`\n\n### Behaviour changes\n\n"
                + "- in `waiting`, `searching`, the timer after 10s belongs to: `group busy (searching, waiting)` became `the state`\n")
    }

    @Test func anEntryEffectRemovedNamesTheStateEntered() throws {
        let result = try report([("entry showing(query) / track(query)\n", "")])
        #expect(result.differs)
        #expect(result.report.contains("- entering `showing` performs `nothing`, was `track("))
    }

    @Test func staysBecomingAMoveRestartsTheTimer() throws {
        let result = try report([("stays waiting(query)", "-> waiting(query)")])
        #expect(result.differs)
        #expect(
            result.report
                == behaviour(
                    "- `waiting × typed`: `stays waiting(query)` became `→ waiting(query)`; re-entering `waiting` restarts its timer after 300ms"
                ))
    }

    @Test func durableRemovedIsAnAPIChange() throws {
        let result = try report([("effect save(query: String) durable", "effect save(query: String)")])
        #expect(result.differs)
        #expect(result.report.contains("- effect `save(query: String) durable` became `save(query: String)`\n"))
    }

    @Test func aPersistedMarkRemovedIsAnAPIChange() throws {
        let result = try report([("token: String sensitive persisted", "token: String")])
        #expect(result.differs)
        #expect(result.report.contains("- context field `token: String sensitive persisted` became `token: String`\n"))
    }

    @Test func aStartEffectAddedNamesTheStart() throws {
        let result = try report([("entry showing(query) / track(query)", "entry showing(query) / track(query)\nentry idle / showSpinner")])
        #expect(result.differs)
        #expect(result.report.contains("- entering `idle` performs `showSpinner`, was `nothing` (for `start in idle`"))
    }

    @Test func theSameDelayInOtherUnitsIsSilent() throws {
        let result = try report([("busy after 10s", "busy after 10000ms"), ("failed after 60s", "failed after 1min")])
        #expect(!result.differs)
        #expect(result.report == DiffSupport.textOnly)
    }

    @Test func declarationsOfDifferentStatesReorderedAreSilent() throws {
        let result = try report([
            ("waiting(query) after 300ms                    -> searching(query)\n", ""),
            (
                "failed after 60s                              -> idle\n",
                "failed after 60s -> idle\nwaiting(query) after 300ms -> searching(query)\n"
            ),
            (
                "during searching(query) / search(query)\nduring busy / showSpinner",
                "during busy / showSpinner\nduring searching(query) / search(query)"
            ),
        ])
        #expect(!result.differs)
        #expect(result.report == DiffSupport.textOnly)
    }

    @Test func staysAndAMoveBehaveAlikeWhereTheStateOwnsNothing() throws {
        let moving = try DiffSupport.edited(Self.search, [("busy on cancel", "idle on cancel -> idle\nbusy on cancel")])
        let staying = try DiffSupport.edited(Self.search, [("busy on cancel", "idle on cancel stays idle\nbusy on cancel")])
        #expect(try DiffSupport.diff(moving, staying).differs == false)
        #expect(try DiffSupport.report(moving, staying) == DiffSupport.textOnly)
    }
}

import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `initial` names the generated `State.initial`, so it cannot name a state: wherever a spec
/// uses it as one (declared, started in, a row's source or target), that is one mistake and
/// one error, which says what `initial` names; a second and third use are its notes. A reserved
/// word in a name's place takes the phrase's article (`an initial state name`).
@Suite struct InitialAsStateNameTests {
    static let explanation =
        "'initial' names the generated 'State.initial', the state a machine starts in, so it cannot "
        + "name a state: call the state something else, such as 'idle', and start there with 'initial idle'"

    @Test func aStateNamedInitialDeclaredStartedInAndLeftIsOneError() {
        expectDiagnostics(
            "machine M\nstate loading\nevent go\ninitial 1️⃣initial\nstate 2️⃣initial\n3️⃣initial on go -> loading\n",
            [
                .error(
                    "1️⃣", .reservedWord, Self.explanation,
                    notes: [.note("2️⃣", "'initial' used as a state name here too"), .note("3️⃣", "'initial' used as a state name here too")])
            ])
    }

    @Test func startingInInitialIsOneError() {
        expectDiagnostics("machine M\nstate loading\nevent go\ninitial 1️⃣initial\n", [.error("1️⃣", .reservedWord, Self.explanation)])
    }

    @Test func aRowFromInitialIsOneErrorAtItsSource() {
        expectDiagnostics(
            "machine M\nstate loading\nevent go\ninitial loading\n1️⃣initial on go -> loading\n",
            [.error("1️⃣", .reservedWord, Self.explanation)])
    }

    @Test func aRowIntoInitialIsOneErrorAtItsTarget() {
        expectDiagnostics(
            "machine M\nstate loading\nevent go\ninitial loading\nloading on go -> 1️⃣initial\n",
            [.error("1️⃣", .reservedWord, Self.explanation)])
    }

    @Test func aReservedWordTakesThePhrasesArticle() {
        expectDiagnostics(
            "machine M\nstate loading\nevent go\ninitial 1️⃣event\n",
            [.error("1️⃣", .reservedWord, "'event' is a reserved word and cannot be used as an initial state name")])
        expectDiagnostics(
            "machine M\nstate loading\nevent go\ninitial loading\nloading on 1️⃣state -> loading\n",
            [.error("1️⃣", .reservedWord, "'state' is a reserved word and cannot be used as an event name after 'on'")])
    }
}

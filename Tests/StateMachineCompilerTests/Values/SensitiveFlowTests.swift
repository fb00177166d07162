import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A `sensitive` value followed through rows: passed to a field that is not marked, it
/// prints in full (a warning); in a durable machine, passed to a field the journal writes, it
/// would reach the disk in clear text (an error). Each diagnostic at its marker, with a note
/// where the value was marked sensitive.
@Suite struct SensitiveFlowTests {
    static let login = """
        machine Login
        context { apiKey: String 6️⃣sensitive }
        initial idle
        state idle
        state signingIn(user: String, password: String 5️⃣sensitive)
        state failed(note: String)
        state counted(total: Int)
        event submit(user: String, password: String 4️⃣sensitive)
        event fail
        event tally(count: Int 8️⃣sensitive)
        effect signIn(user: String, password: String)
        effect audit(key: String sensitive)
        idle on submit(u, p) [p != apiKey] -> signingIn(u, p) / signIn(u, 1️⃣p), audit(apiKey)
        signingIn(9️⃣u, p) on fail -> failed(2️⃣p)
        failed on fail -> idle / signIn(3️⃣apiKey, "x")
        idle on tally(n) -> counted(7️⃣n + 1)
        counted on fail -> idle

        """

    /// The warning for `value` passed to `parameter` of `declaration`, which is not marked.
    static func printedInFull(_ value: String, _ parameter: String, _ declaration: String) -> String {
        "sensitive '\(value)' is passed to '\(parameter)' of \(declaration), which is not sensitive and prints it in full; "
            + "mark '\(parameter)' sensitive"
    }

    @Test func aSensitiveValuePassedToAnUnmarkedFieldIsAWarningWithANoteAtItsMark() {
        expectDiagnostics(
            Self.login,
            [
                .warning(
                    "1️⃣", .sensitiveFlow, Self.printedInFull("p", "password", "effect 'signIn'"),
                    notes: [.note("4️⃣", "'p' declared sensitive here")]),
                .warning("9️⃣", .unusedBinding, "'u' is bound but never used; replace it with '_'"),
                .warning(
                    "2️⃣", .sensitiveFlow, Self.printedInFull("p", "note", "state 'failed'"),
                    notes: [.note("5️⃣", "'p' declared sensitive here")]),
                .warning(
                    "3️⃣", .sensitiveFlow, Self.printedInFull("apiKey", "user", "effect 'signIn'"),
                    notes: [.note("6️⃣", "'apiKey' declared sensitive here")]),
                .warning(
                    "7️⃣", .sensitiveFlow, Self.printedInFull("n", "total", "state 'counted'"),
                    notes: [.note("8️⃣", "'n' declared sensitive here")]),
            ])
    }

    static let payment = """
        machine Pay
        initial idle
        state idle
        state paying(card: String)
        state kept(card: String sensitive persisted)
        event submit(card: String 4️⃣sensitive)
        event keep(card: String sensitive)
        effect charge(card: String) durable
        effect log(card: String)
        idle on submit(c) -> paying(1️⃣c) / charge(2️⃣c), log(3️⃣c)
        idle on keep(c) -> kept(c)

        """

    @Test func inADurableMachineAFieldTheJournalWritesMustBeMarkedSensitivePersisted() {
        let disk = "would be written to disk in clear text"
        let persisted = "is persisted (the machine has a durable effect) and not marked; mark it 'sensitive persisted'"
        let marked = NoteSpec.note("4️⃣", "'c' declared sensitive here")
        expectDiagnostics(
            Self.payment,
            [
                .error("1️⃣", .sensitiveFlowPersisted, "sensitive 'c' \(disk): 'card' of state 'paying' \(persisted)", notes: [marked]),
                .error("2️⃣", .sensitiveFlowPersisted, "sensitive 'c' \(disk): 'card' of effect 'charge' \(persisted)", notes: [marked]),
                .warning("3️⃣", .sensitiveFlow, Self.printedInFull("c", "card", "effect 'log'"), notes: [marked]),
            ])
    }
}

import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A `sensitive` value followed through rows: passed to a field that is not marked, it
/// prints in full (a warning); in a durable machine, passed to a field the journal writes, it
/// would reach the disk in clear text (an error). Each diagnostic at its marker, with a note
/// where the value was marked sensitive.
@Suite struct SensitiveFlowTests {
    static let login = MarkedSpec(
        """
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
        signingIn(u, p) on fail -> failed(2️⃣p)
        failed on fail -> idle / signIn(3️⃣apiKey, "x")
        idle on tally(n) -> counted(7️⃣n + 1)
        counted on fail -> idle

        """)

    @Test func aSensitiveValuePassedToAnUnmarkedFieldIsAWarningWithANoteAtItsMark() throws {
        let result = Self.login.check()
        #expect(result.machine != nil)
        let flows = result.diagnostics.filter { $0.id == .sensitiveFlow }
        let spec = Self.login
        func warning(_ marker: String, _ value: String, _ parameter: String, _ declaration: String) -> String {
            "\(spec.location(marker).map { "\($0)" } ?? "no marker"): warning: sensitive '\(value)' is passed to '\(parameter)' of "
                + "\(declaration), which is not sensitive and prints it in full; mark '\(parameter)' sensitive"
        }
        #expect(
            flows.map { "\(result.file.location(of: $0.range.start)): \($0.severity.rawValue): \($0.message)" } == [
                warning("1️⃣", "p", "password", "effect 'signIn'"),
                warning("2️⃣", "p", "note", "state 'failed'"),
                warning("3️⃣", "apiKey", "user", "effect 'signIn'"),
                warning("7️⃣", "n", "total", "state 'counted'"),
            ])
        let notes = flows.map { $0.notes.map { "\(result.file.location(of: $0.range.start)) \($0.message)" } }
        #expect(
            notes == [
                ["\(spec.location("4️⃣")!) 'p' declared sensitive here"],
                ["\(spec.location("5️⃣")!) 'p' declared sensitive here"],
                ["\(spec.location("6️⃣")!) 'apiKey' declared sensitive here"],
                ["\(spec.location("8️⃣")!) 'n' declared sensitive here"],
            ])
    }

    static let payment = MarkedSpec(
        """
        machine Pay
        initial idle
        state idle
        state paying(card: String)
        state kept(card: String sensitive persisted)
        event submit(card: String sensitive)
        event keep(card: String sensitive)
        effect charge(card: String) durable
        effect log(card: String)
        idle on submit(c) -> paying(1️⃣c) / charge(2️⃣c), log(3️⃣c)
        idle on keep(c) -> kept(c)

        """)

    @Test func inADurableMachineAFieldTheJournalWritesMustBeMarkedSensitivePersisted() {
        let spec = Self.payment
        let result = spec.check()
        #expect(result.machine == nil)
        let disk = "would be written to disk in clear text"
        let persisted = "is persisted (the machine has a durable effect) and not marked; mark it 'sensitive persisted'"
        #expect(
            result.summaries.filter { $0.contains("sensitive 'c'") } == [
                "\(spec.location("1️⃣")!): error: sensitive 'c' \(disk): 'card' of state 'paying' \(persisted)",
                "\(spec.location("2️⃣")!): error: sensitive 'c' \(disk): 'card' of effect 'charge' \(persisted)",
                "\(spec.location("3️⃣")!): warning: sensitive 'c' is passed to 'card' of effect 'log', which is not sensitive "
                    + "and prints it in full; mark 'card' sensitive",
            ])
    }
}

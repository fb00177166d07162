import StateMachineCompiler
import StateMachineFormatter
import StateMachineTestSupport
import Testing

/// `effect NAME(...) durable`: parsed on the effect's line, refused over `sensitive` fields the
/// journal would write, announced to the runtime by the generated conformance.
@Suite struct DurableEffectTests {
    static let spec = """
        machine Outbox
        context { account: String }
        initial idle
        state idle
        state sending(note: String)
        event send(note: String)
        event sent
        effect deliver(note: String) durable
        effect log(note: String)
        idle on send(n) -> sending(n) / deliver(n), log(n)
        sending on sent -> idle

        """

    func machine(_ text: String) throws -> Machine {
        try #require(Pipeline.check(SourceFile(path: "outbox.sm", text: text)).machine)
    }

    @Test func theWordMarksOnlyTheEffectWhoseLineItEnds() throws {
        let outbox = try machine(Self.spec)
        #expect(outbox.effects.map(\.isDurable) == [true, false])
        #expect(outbox.isDurable)
        // On a line of its own, `durable` is a state starting a row, as before the word existed.
        let row = try machine(
            "machine M\ninitial durable\nstate durable\nevent e\neffect f\ndurable on e -> durable / f\n")
        #expect(row.effects.map(\.isDurable) == [false])
        #expect(row.rows.count == 1)
    }

    /// A misspelled `durable` ending the effect's line is reported there, with its fix, not
    /// as a row starting with it lines below; the effect is still declared.
    @Test func aMisspelledDurableIsReportedAtTheTypo() {
        expectDiagnostics(
            """
            machine Outbox
            initial idle
            state idle
            state sending
            event send
            effect deliver(note: String) 1️⃣durabel
            idle on send -> sending / deliver("n")
            sending on send ignore

            """,
            [
                .error(
                    "1️⃣", .expectedToken, "'durabel' is not a keyword; did you mean 'durable'?", fixIts: ["replace 'durabel' with 'durable'"]
                )
            ],
            fixedSource: """
                machine Outbox
                initial idle
                state idle
                state sending
                event send
                effect deliver(note: String) durable
                idle on send -> sending / deliver("n")
                sending on send ignore

                """)
    }

    @Test func aSensitiveFieldADurableMachineWouldPersistIsAnError() {
        let message = { (name: String) in
            "sensitive field '\(name)' would be written to disk: machine has a durable effect, "
                + "so its states, context and durable effects are persisted"
        }
        let advice = "keep the value out of the machine (look it up by an ID), or write 'sensitive persisted' to allow it"
        expectDiagnostics(
            """
            machine Login
            context { 1️⃣token: String 2️⃣sensitive }
            initial idle
            state idle
            state signingIn(3️⃣password: String 4️⃣sensitive)
            event go
            effect signIn(user: String, 5️⃣secret: String 6️⃣sensitive) 7️⃣durable
            effect audit(secret: String sensitive)
            idle on go -> idle / signIn("u", "p"), audit("s")

            """,
            [
                .error(
                    "2️⃣", .sensitivePersisted, message("token"),
                    notes: [.note("7️⃣", "effect 'signIn' is durable here"), .note("1️⃣", "\(advice)")]),
                .error(
                    "4️⃣", .sensitivePersisted, message("password"),
                    notes: [.note("7️⃣", "effect 'signIn' is durable here"), .note("3️⃣", "\(advice)")]),
                .error(
                    "6️⃣", .sensitivePersisted, message("secret"),
                    notes: [.note("7️⃣", "effect 'signIn' is durable here"), .note("5️⃣", "\(advice)")]),
            ])
    }

    @Test func sensitivePersistedSaysTheJournalMayHoldTheValue() throws {
        let text = Self.spec.replacingOccurrences(of: "account: String", with: "account: String sensitive persisted")
        let outbox = try machine(text)
        #expect(outbox.context?.first?.isSensitive == true)
        #expect(outbox.context?.first?.allowsPersistence == true)
        let refused = Pipeline.check(
            SourceFile(path: "outbox.sm", text: Self.spec.replacingOccurrences(of: "account: String", with: "account: String sensitive")))
        #expect(refused.diagnostics.map(\.id) == [.sensitivePersisted])
    }

    /// The fingerprint is 64-bit FNV-1a of "context field account: String\neffect deliver(note: String)\n
    /// state idle\nstate sending(note: String)", worked out apart from the generator (in Python).
    @Test func theConformanceNamesTheMachineAndItsDurableEffects() throws {
        let file = RuntimeConformanceEmitter.emit(try machine(Self.spec))
        let expected = """

            /// The spec declares durable effects: a `MachineJournal` records them before they start.
            extension Outbox: StateMachineRuntime.DurableStateMachine {
                /// Names this machine in its journals.
                static var specIdentity: String { "Outbox" }

                /// Fingerprints the shapes its journal's records hold (states, context, durable effects).
                static var persistedShapes: String { "52db12556e8562a8" }

                /// Whether the spec declares `effect` `durable`.
                static func isDurable(_ effect: Effect) -> Bool {
                    switch effect {
                    case .deliver: true
                    case .log: false
                    }
                }
            }

            """
        #expect(file.contents.hasSuffix(expected))
        let swift = SwiftMachineEmitter.emit(try machine(Self.spec)).contents
        // The journal writes states, events, effects and the context, so all of them are Codable.
        Snippet.expect(
            """
                enum State: Equatable, Sendable, Codable {
                    case idle
                    case sending(note: String)

                    /// Where the machine starts.
                    static let initial: State = .idle
                }

                /// Everything that can happen to the machine, from the user or the outside world.
                enum Event: Equatable, Sendable, Codable {
                    case send(note: String)
                    case sent
                }

                /// Work the caller performs after a transition; the reducer only describes it.
                enum Effect: Equatable, Sendable, Codable {
                    case deliver(note: String)
                    case log(note: String)
                }

                /// Read-only facts the rows consult in guards and pass into states and effects.
                struct Context: Equatable, Sendable, Codable {
                    let account: String
                }
            """, in: swift)
    }

    @Test func theFormatterKeepsTheWords() {
        let text = Self.spec.replacingOccurrences(of: "account: String", with: "account: String sensitive persisted")
        guard case .formatted(let formatted) = SpecFormatter.format(Pipeline.parse(SourceFile(path: "outbox.sm", text: text))) else {
            Issue.record("the spec did not format")
            return
        }
        #expect(formatted.contains("effect deliver(note: String) durable\n"))
        #expect(formatted.contains("    account: String sensitive persisted\n"))
    }
}

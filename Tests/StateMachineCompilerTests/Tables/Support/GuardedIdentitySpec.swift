@testable import StateMachineCompiler

/// The shape that once slipped past the transition table: a guard reads a name the row
/// also repeats (`waiting(id, _) on reply(id, v) [id != lastSeen]`), so a "differs" case
/// whose second value also fails the guard let a reducer that read the name from the
/// wrong side pass. It also has two effects on one row, same-typed names passed
/// together, literal patterns and states of the same shape, for the mutation check.
enum GuardedIdentitySpec {
    static func machine() throws -> Machine {
        let result = Pipeline.check(SourceFile(path: "receipt.sm", text: text))
        guard let machine = result.machine else {
            throw GadgetSpec.Invalid(description: "receipt.sm: \(result.diagnostics.map(\.message))")
        }
        return machine
    }

    /// A guard that holds for one value only, `[r == quoteRevision]`: no single case can fail
    /// the identity with the guard true on both sides' values, so the table needs one per side.
    static func equalityMachine() throws -> Machine {
        let result = Pipeline.check(SourceFile(path: "revision.sm", text: equalityText))
        guard let machine = result.machine else {
            throw GadgetSpec.Invalid(description: "revision.sm: \(result.diagnostics.map(\.message))")
        }
        return machine
    }

    static let equalityText = """
        machine Revision

        context {
            quoteRevision: Int
        }

        initial idle

        state idle
        state loading(revision: Int)
        state priced(revision: Int, total: Int)

        event refresh(revision: Int)
        event quoteReceived(revision: Int, total: Int)

        idle       on refresh(r)                               -> loading(r)
        loading(r) on quoteReceived(r, t) [r == quoteRevision] -> priced(r, t)
        loading    on quoteReceived                            ignore
        priced     on refresh(r)                               -> loading(r)

        """

    static let text = """
        machine Receipt

        context {
            lastSeen: UUID
        }

        initial idle

        state idle
        state waiting(id: UUID, attempt: Int)
        state done(value: String)
        state failed(reason: String)
        state closed final

        event send(id: UUID)
        event reply(id: UUID, value: String)
        event timeout(id: UUID)
        event close

        effect post(id: UUID, previous: UUID)
        effect log(text: String)

        idle           on send(id) [id != lastSeen]     -> waiting(id, 1) / post(id, lastSeen), log("sent")
        waiting(id, _) on reply(id, v) [id != lastSeen] -> done(v) / log(v)
        waiting(id, 1) on timeout(id)                   -> waiting(id, 2) / post(id, lastSeen)
        waiting(id, 2) on timeout(id)                   -> failed("timed out")
        failed         on send(id)                      -> waiting(id, 1) / post(id, lastSeen)
        *              on close                         -> closed
        """
}

import Foundation

/// A store's way into its journal, with the journal's `Codable` requirements erased, so that
/// every `MachineStore` can hold one whatever its machine.
struct JournalLink<Machine: StateMachine> {
    let isDurable: (Machine.Effect) -> Bool
    /// The key a new operation of the effect is sent with; nil for a key of its own.
    let idempotencyKey: (Machine.Effect) -> String?
    /// Records the state a transition reached (nil: unchanged) and the durable effects it starts.
    let recordTransition: (Machine.State?, [(DurableOperation, Machine.Effect)]) throws(JournalError) -> Void
    let recordContext: (Machine.Context) throws(JournalError) -> Void
    let recordCompletion: (UUID) throws(JournalError) -> Void
    /// Lets a crash test stop the process at a point the store passes (a reply about to apply).
    let pass: (CrashPoint) -> Void
}

extension JournalLink where Machine: DurableStateMachine {
    init(_ journal: MachineJournal<Machine>) {
        isDurable = Machine.isDurable
        idempotencyKey = Machine.idempotencyKey
        recordTransition = { state, started throws(JournalError) in
            try journal.record(state: state, started: started.map { PendingEffect(operation: $0.0, effect: $0.1) })
        }
        recordContext = { context throws(JournalError) in try journal.record(context: context) }
        recordCompletion = { id throws(JournalError) in try journal.recordCompletion(of: id) }
        pass = journal.file.pass
    }
}

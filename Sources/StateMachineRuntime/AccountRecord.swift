import Foundation

/// The key of a record in a signed-in account: which account, and which of its records (an
/// article, an order). Keyed stores of such records keep each record's journal in its
/// account's ``JournalFolder``, so that an account that signs in again resumes what it left
/// pending, and signing out removes that account's operations and nothing else.
///
/// ```swift
/// let favorites = KeyedMachineStores<AccountRecord, FavoriteButton>(
///     journalsIn: applicationSupport.appending(path: "Journals"), state: .idle(confirmed: false), context: ()
/// ) { record in
///     { effect, send in /* perform `effect` for `record` */ }
/// }
/// favorites[AccountRecord(account: user.id, record: article.id)].send(.toggle(desired: true, operationID: UUID()))
/// try favorites.resume(account: user.id)   // on sign-in: sends what the account left pending
/// ```
public struct AccountRecord: Hashable, Sendable {
    /// The account, as given to `JournalFolder(root:account:)`.
    public let account: String
    /// The record within the account: its journal's instance.
    public let record: String

    /// The record `record` of account `account`.
    public init(account: String, record: String) {
        self.account = account
        self.record = record
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension KeyedMachineStores where Key == AccountRecord, Machine: DurableStateMachine {
    /// One journaled store per record: record `r`'s journal is the instance `r.record` in the
    /// ``JournalFolder`` of `r.account` under `root`. A store restores its journal, or starts in
    /// `state` and `context`; `effects(r)` performs its effects. A journal this version cannot
    /// read stays on disk and is listed, with its pending operations, in ``unreadableJournals``;
    /// its record gets a store without a journal, starting in `state`.
    public convenience init(
        journalsIn root: URL, state: Machine.State, context: Machine.Context, clock: any Clock<Duration> = ContinuousClock(),
        effects: @escaping (AccountRecord) -> MachineStore<Machine>.EffectHandler
    ) {
        self.init(
            makeStore: { key in
                let journal = MachineJournal<Machine>(folder: JournalFolder(root: root, account: key.account), instance: key.record)
                return try MachineStore(journal: journal, state: state, context: context, clock: clock, effects: effects(key))
            },
            fallback: { key, _, _ in MachineStore(state: state, context: context, clock: clock, effects: effects(key)) },
            journalsRoot: root)
    }

    /// The account signed in again: opens the store of each of its records whose journal
    /// records durable operations not yet completed, so they are performed again now, with
    /// their first idempotency keys, not when a screen next shows the record. Throws when the
    /// account's folder cannot be listed. (Stores made by another initializer know no journal
    /// folder: give their keys to `resume(_:)`, from `JournalFolder.instancesWithPendingOperations(of:)`.)
    public func resume(account: String) throws {
        guard let journalsRoot else { return }
        let records = try JournalFolder(root: journalsRoot, account: account).instancesWithPendingOperations(of: Machine.self)
        resume(records.map { AccountRecord(account: account, record: $0) })
    }
}

import Foundation
import Observation

/// One machine per record, for lists: each row owns its state.
///
/// Each record ID gets its own `MachineStore`, made on first use by `makeStore`, so an
/// effect's reply can only reach the store that started it: an answer for record A never
/// touches record B, even when both carry the same operation ID. Rows look stores up by
/// record ID, never by row index, which sorting and filtering change.
///
/// ```swift
/// let favorites = KeyedMachineStores<Item.ID, Favorite> { id in
///     MachineStore(state: .idle(confirmed: false)) { effect, send in
///         await perform(effect, for: id, send)   // the handler knows its record
///     }
/// }
/// favorites[item.id].send(.toggle(desired: true, operationID: UUID()))
/// ```
///
/// A store with a journal throws when its journal cannot be written; give such a factory to
/// `init(makeStore:fallback:)` and ask for stores with `store(for:)`, which throws its error.
/// For records of signed-in accounts, `init(journalsIn:state:context:clock:effects:)` does all
/// of it (see ``AccountRecord``).
///
/// Views may observe ``unreadableJournals``: the records whose store fell back.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class KeyedMachineStores<Key: Hashable & Sendable, Machine: StateMachine> {
    /// How a record's store is made: by a factory that cannot fail, or by one that can and what
    /// the subscript, which cannot throw, uses when it did.
    private enum Factory {
        case infallible((Key) -> MachineStore<Machine>)
        case throwing((Key) throws -> MachineStore<Machine>, fallback: (Key, any Error, [StoredOperation]) -> MachineStore<Machine>)
    }

    /// A record whose store could not be made as asked, so that its fallback serves it: the
    /// error, and the durable operations that the journal it names records as pending. The
    /// journal stays on disk; an app shows or reports these rather than losing them.
    public struct UnreadableJournal: Sendable {
        /// The record.
        public let key: Key
        /// What `makeStore` threw, usually a ``JournalError``.
        public let error: any Error
        /// The durable operations the journal records as not yet completed, oldest first.
        public let pending: [StoredOperation]
    }

    /// Every record whose store fell back, oldest first: what the app must not lose silently.
    public private(set) var unreadableJournals: [UnreadableJournal] = []

    // Made lazily from a view's body: not observed, or reading a record would be a change.
    @ObservationIgnored private var stores: [Key: MachineStore<Machine>] = [:]
    @ObservationIgnored private let factory: Factory
    /// The folder of every account's journals, when the stores were made for ``AccountRecord``s.
    @ObservationIgnored let journalsRoot: URL?

    private init(factory: Factory, journalsRoot: URL?) {
        self.factory = factory
        self.journalsRoot = journalsRoot
    }

    /// `makeStore` makes a record's store the first time the record is asked for; it gets the
    /// record's key, so the effect handler it builds can serve that record alone.
    public convenience init(makeStore: @escaping (Key) -> MachineStore<Machine>) {
        self.init(factory: .infallible(makeStore), journalsRoot: nil)
    }

    /// For a `makeStore` that can throw, as a journaled store's initializer does when its journal
    /// cannot be written: `store(for:)` throws its error; the subscript, which cannot, keeps
    /// `fallback(key, error)` as the record's store instead (a store without a journal, say).
    public convenience init(
        makeStore: @escaping (Key) throws -> MachineStore<Machine>,
        fallback: @escaping (_ key: Key, _ error: any Error) -> MachineStore<Machine>
    ) {
        self.init(factory: .throwing(makeStore, fallback: { key, error, _ in fallback(key, error) }), journalsRoot: nil)
    }

    /// As `init(makeStore:fallback:)`, and `fallback` also gets the durable operations that the
    /// journal named by the error records as pending (``StoredOperation``), as much of them as
    /// reads without the machine's types: a journal that another version of the machine wrote
    /// (``JournalError/recordsFromOtherShapes(path:undecodable:pendingOperations:)``) is kept on
    /// disk, and its pending operations reach the app instead of being dropped without a word.
    public convenience init(
        makeStore: @escaping (Key) throws -> MachineStore<Machine>,
        fallback: @escaping (_ key: Key, _ error: any Error, _ pending: [StoredOperation]) -> MachineStore<Machine>
    ) {
        self.init(makeStore: makeStore, fallback: fallback, journalsRoot: nil)
    }

    /// The initializer of a throwing factory, and of ``AccountRecord``s' journals under `journalsRoot`.
    convenience init(
        makeStore: @escaping (Key) throws -> MachineStore<Machine>,
        fallback: @escaping (Key, any Error, [StoredOperation]) -> MachineStore<Machine>,
        journalsRoot: URL?
    ) {
        self.init(factory: .throwing(makeStore, fallback: fallback), journalsRoot: journalsRoot)
    }

    /// The record's store, made the first time the record is asked for.
    public subscript(key: Key) -> MachineStore<Machine> {
        if let store = stores[key] { return store }
        let store: MachineStore<Machine>
        switch factory {
        case .infallible(let makeStore): store = makeStore(key)
        case .throwing(let makeStore, let fallback):
            do { store = try makeStore(key) } catch {
                let path = (error as? JournalError)?.path
                let pending = path.map { StoredOperation.pending(inJournalAt: URL(fileURLWithPath: $0)) } ?? []
                unreadableJournals.append(UnreadableJournal(key: key, error: error, pending: pending))
                store = fallback(key, error, pending)
            }
        }
        stores[key] = store
        return store
    }

    /// The record's store, made the first time the record is asked for; throws what `makeStore`
    /// threw and keeps nothing then, so the next access tries again.
    public func store(for key: Key) throws -> MachineStore<Machine> {
        if let store = stores[key] { return store }
        let store: MachineStore<Machine>
        switch factory {
        case .infallible(let makeStore): store = makeStore(key)
        case .throwing(let makeStore, _): store = try makeStore(key)
        }
        stores[key] = store
        return store
    }

    /// Opens the store of each of `keys` that has none yet, as the subscript does, so that the
    /// durable operations its journal records as pending are performed again now, not when a
    /// screen next asks for the record. With `JournalFolder.instancesWithPendingOperations(of:)`,
    /// an account that signs in again resumes what it left pending.
    public func resume(_ keys: some Sequence<Key>) {
        for key in keys { _ = self[key] }
    }

    /// The records that have a store, in no particular order.
    public var keys: Dictionary<Key, MachineStore<Machine>>.Keys { stores.keys }

    /// The record left the list: stops its store (its late replies are dropped) and forgets it.
    public func remove(_ key: Key) {
        stores.removeValue(forKey: key)?.stop()
    }

    /// The session changed: stops and forgets every store, so no reply from the old session
    /// can reach the new one's state; the next access makes fresh stores.
    public func removeAll() {
        for store in stores.values { store.stop() }
        stores.removeAll()
    }

    /// Returns when no store has an effect in flight (see `MachineStore.finish()`, whose issue
    /// is recorded where this was called).
    public func finish(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) async {
        for store in Array(stores.values) { await store.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
    }
}

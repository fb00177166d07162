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
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public final class KeyedMachineStores<Key: Hashable & Sendable, Machine: StateMachine> {
    private var stores: [Key: MachineStore<Machine>] = [:]
    private let makeStore: (Key) -> MachineStore<Machine>

    /// `makeStore` makes a record's store the first time the record is asked for; it gets the
    /// record's key, so the effect handler it builds can serve that record alone.
    public init(makeStore: @escaping (Key) -> MachineStore<Machine>) {
        self.makeStore = makeStore
    }

    /// The record's store, made the first time the record is asked for.
    public subscript(key: Key) -> MachineStore<Machine> {
        if let store = stores[key] { return store }
        let store = makeStore(key)
        stores[key] = store
        return store
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

    /// Returns when no store has an effect in flight.
    public func finish() async {
        for store in Array(stores.values) { await store.finish() }
    }
}

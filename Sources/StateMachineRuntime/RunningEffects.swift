/// The store's bookkeeping of effect tasks: which run, which key each holds for latest-wins,
/// which are bound to states, and the generation that `stop()` ends.
///
/// No user code runs inside a mutating access to it: methods that end tasks return them for
/// the store to cancel afterwards (cancellation handlers run synchronously), and the scope
/// predicates are read out and evaluated by the store, so either may read or drive the store.
struct RunningEffects<Machine: StateMachine> {
    private struct Entry {
        let task: Task<Void, Never>
        let latestWinsKey: AnyHashable?
    }

    private var entries: [UInt64: Entry] = [:]
    private var latestByKey: [AnyHashable: UInt64] = [:]
    /// Tasks to cancel when the state stops satisfying their scope; emptied as they are cancelled.
    private(set) var scoped: [UInt64: (Machine.State) -> Bool] = [:]
    private var lastID: UInt64 = 0
    /// Effects started before the last `stop()` belong to an older generation; their events are dropped.
    private(set) var generation = 0

    var count: Int { entries.count }

    mutating func nextID() -> UInt64 {
        lastID += 1
        return lastID
    }

    /// Records the task; returns the task it supersedes under latest-wins, to cancel.
    mutating func insert(
        _ id: UInt64, task: Task<Void, Never>, latestWinsKey: AnyHashable?, scope: ((Machine.State) -> Bool)?
    ) -> Task<Void, Never>? {
        var superseded: Task<Void, Never>?
        if let latestWinsKey {
            if let previous = latestByKey[latestWinsKey] { superseded = entries[previous]?.task }
            latestByKey[latestWinsKey] = id
        }
        entries[id] = Entry(task: task, latestWinsKey: latestWinsKey)
        if let scope { scoped[id] = scope }
        return superseded
    }

    /// Unbinds the tasks from their scopes; returns those still running, to cancel.
    mutating func leaveScopes(of ids: [UInt64]) -> [Task<Void, Never>] {
        ids.compactMap { id in
            scoped[id] = nil
            return entries[id]?.task
        }
    }

    /// The task of `id` while it runs, for the store to cancel (an activity whose scope was left).
    func task(_ id: UInt64) -> Task<Void, Never>? {
        entries[id]?.task
    }

    mutating func finished(_ id: UInt64) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        scoped[id] = nil
        if let key = entry.latestWinsKey, latestByKey[key] == id { latestByKey[key] = nil }
    }

    /// Starts a new generation; returns every task in flight, to cancel.
    mutating func stop() -> [Task<Void, Never>] {
        generation += 1
        scoped.removeAll()
        latestByKey.removeAll()
        return allTasks
    }

    var allTasks: [Task<Void, Never>] { entries.values.map(\.task) }
}

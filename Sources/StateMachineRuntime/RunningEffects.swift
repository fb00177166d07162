/// The store's bookkeeping of effect tasks: which run, which key each holds for latest-wins,
/// which are bound to states, and the generation that `stop()` ends.
struct RunningEffects<Machine: StateMachine> {
    private struct Entry {
        let task: Task<Void, Never>
        let latestWinsKey: AnyHashable?
    }

    private var entries: [UInt64: Entry] = [:]
    private var latestByKey: [AnyHashable: UInt64] = [:]
    /// Tasks to cancel when the state stops satisfying their scope; emptied as they are cancelled.
    private var scoped: [UInt64: (Machine.State) -> Bool] = [:]
    private var lastID: UInt64 = 0
    /// Effects started before the last `stop()` belong to an older generation; their events are dropped.
    private(set) var generation = 0

    var count: Int { entries.count }
    var hasScopedTasks: Bool { !scoped.isEmpty }
    var anyTask: Task<Void, Never>? { entries.first?.value.task }

    mutating func nextID() -> UInt64 {
        lastID += 1
        return lastID
    }

    mutating func insert(
        _ id: UInt64, task: Task<Void, Never>, latestWinsKey: AnyHashable?, scope: ((Machine.State) -> Bool)?
    ) {
        if let latestWinsKey {
            if let previous = latestByKey[latestWinsKey] { entries[previous]?.task.cancel() }
            latestByKey[latestWinsKey] = id
        }
        entries[id] = Entry(task: task, latestWinsKey: latestWinsKey)
        if let scope { scoped[id] = scope }
    }

    mutating func cancelTasks(outsideOf state: Machine.State) {
        for (id, holds) in scoped where !holds(state) {
            entries[id]?.task.cancel()
            scoped[id] = nil
        }
    }

    /// Cancels one task (an activity whose scope was left); it stays counted until it returns.
    func cancel(_ id: UInt64) {
        entries[id]?.task.cancel()
    }

    mutating func finished(_ id: UInt64) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        scoped[id] = nil
        if let key = entry.latestWinsKey, latestByKey[key] == id { latestByKey[key] = nil }
    }

    mutating func stop() {
        generation += 1
        cancelAll()
        scoped.removeAll()
        latestByKey.removeAll()
    }

    func cancelAll() {
        for entry in entries.values { entry.task.cancel() }
    }
}

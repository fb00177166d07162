/// The `Timer` cases renamed between two machines: a case callers name (`fire(.loadingTimeout)`,
/// a `switch` over the timers) must follow its new name, as for any generated case. A timer is
/// the same one when its row is: the same source and what it does (the cases' names as the new
/// machine spells them), else the same source, else the same delay and what it does (a source
/// state renamed). A timer added or removed is what runs on the clock, reported as behaviour
/// (see ``TimedWorkComparison``).
enum TimerCaseComparison {
    static func changes(_ pair: MachinePair) -> [APIChange] {
        let old = pair.old.timedRows.indices.map { TimerKey(pair, oldTimer: $0) }
        let new = pair.new.timedRows.indices.map { TimerKey(pair.new, timer: $0) }
        let rules: [(TimerKey, TimerKey) -> Bool] = [
            { $0.name == $1.name }, { $0.source == $1.source && $0.action == $1.action }, { $0.source == $1.source },
            { $0.delay == $1.delay && $0.action == $1.action },
        ]
        var oldLeft = old
        var newLeft = new
        var changes: [(position: Int, change: APIChange)] = []
        for rule in rules {
            newLeft = newLeft.filter { timer in
                guard let index = oldLeft.firstIndex(where: { rule($0, timer) }) else { return true }
                let before = oldLeft.remove(at: index)
                if before.name != timer.name {
                    changes.append(
                        (timer.position, APIChange(kind: .timer, change: .renamed(from: before.name), declaration: timer.name)))
                }
                return false
            }
        }
        return changes.sorted { $0.position < $1.position }.map(\.change)
    }
}

/// What identifies one `after` row across two machines, in the new machine's names.
private struct TimerKey {
    let position: Int
    let name: String
    let source: String
    let action: String
    let delay: Delay?

    init(_ machine: Machine, timer: Int) {
        let row = machine.timedRows[timer]
        position = timer
        name = machine.timerNames[timer]
        source = machine.name(of: row.source)
        action = Self.spelled(row.action, stateName: machine.stateName)
        delay = row.delay
    }

    /// An old machine's timer, its source and target spelled as the new machine calls them.
    init(_ pair: MachinePair, oldTimer timer: Int) {
        let row = pair.old.timedRows[timer]
        position = timer
        name = pair.old.timerNames[timer]
        if case .state(let state) = row.source {
            source = pair.newName(ofOldState: state)
        } else {
            source = pair.old.name(of: row.source)
        }
        action = Self.spelled(row.action, stateName: pair.newName(ofOldState:))
        delay = row.delay
    }

    private static func spelled(_ action: Row.Action, stateName: (Int) -> String) -> String {
        switch action {
        case .transition(let target): "-> " + stateName(target)
        case .update(let state): "stays " + stateName(state)
        case .ignore: "ignore"
        }
    }
}

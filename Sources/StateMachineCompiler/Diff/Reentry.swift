extension MachinePair {
    /// Whether a `->` row back into the state does more than a `stays` row in either machine:
    /// re-entering its case runs its case's exit and entry effects and restarts the timers and
    /// activities its case owns. Without any, the two rows behave alike.
    func reentryMatters(newState: Int, oldState: Int) -> Bool {
        new.ownsReentryWork(state: newState) || old.ownsReentryWork(state: oldState)
    }
}

/// What a `->` row back into the state it leaves restarts: the activities its case runs (the
/// ones in flight are cancelled and started again) and the timers its case owns, armed again
/// from zero. A group's work keeps running, so only the case's own is named.
public struct ReentryRestart: Hashable, Sendable {
    /// The state re-entered.
    public let state: String
    /// Its activities as the spec writes them: `fetch(operationID)`.
    public let activities: [String]
    /// Its timers' delays as the spec writes them: `15s`.
    public let timers: [String]

    /// "re-entering `loading` cancels and restarts its activity `fetch(operationID)` and restarts its timer after 15s".
    public var summary: String {
        var parts: [String] = []
        if !activities.isEmpty {
            parts.append(
                "cancels and restarts its \(activities.count == 1 ? "activity" : "activities") "
                    + activities.map(MarkdownText.code).joined(separator: ", "))
        }
        if !timers.isEmpty {
            parts.append("restarts its \(timers.count == 1 ? "timer" : "timers") " + timers.map { "after " + $0 }.joined(separator: ", "))
        }
        return "re-entering \(MarkdownText.code(state)) " + parts.joined(separator: " and ")
    }
}

extension Machine {
    /// What a `->` row from `state` back into it restarts; `nil` when its case owns no activity or timer.
    func reentryRestart(of state: Int) -> ReentryRestart? {
        let activities = stateEffects.filter { $0.kind == .during && owns(state, $0.source) }.flatMap { $0.clause.effects.map(specText) }
        let timers = timedRows.filter { owns(state, $0.source) }.compactMap { $0.delay?.spelling }
        guard !activities.isEmpty || !timers.isEmpty else { return nil }
        return ReentryRestart(state: stateName(state), activities: activities, timers: timers)
    }

    /// Whether the state's case owns entry, exit or `during` declarations or timers, written on
    /// it alone or as an item of a list.
    fileprivate func ownsReentryWork(state: Int) -> Bool {
        stateEffects.contains { owns(state, $0.source) } || timedRows.contains { owns(state, $0.source) }
    }

    /// Whether `source` names the state's case itself: the state, or an item of a list.
    private func owns(_ state: Int, _ source: Source) -> Bool {
        membership.scopes(namedBy: source).contains(.state(state))
    }
}

extension CellRun {
    /// The run with a `stays` outcome read as a `->` one, for a state where they behave alike.
    var ignoringStays: CellRun {
        var row = row
        row.stays = false
        return CellRun(row: row, exitEffects: exitEffects, entryEffects: entryEffects, firedRow: firedRow)
    }

    /// Whether the run's row is a `->` row back into the case of state `state`.
    func reenters(_ state: String) -> Bool {
        row.kind == .transitioned && !row.stays && row.next?.name == state
    }
}

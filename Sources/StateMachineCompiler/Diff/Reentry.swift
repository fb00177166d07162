extension MachinePair {
    /// Whether a `->` row back into the state does more than a `stays` row in either machine:
    /// re-entering its case runs its case's exit and entry effects and restarts the timers and
    /// activities its case owns. Without any, the two rows behave alike.
    func reentryMatters(newState: Int, oldState: Int) -> Bool {
        new.ownsReentryWork(state: newState) || old.ownsReentryWork(state: oldState)
    }
}

extension Machine {
    fileprivate func ownsReentryWork(state: Int) -> Bool {
        stateEffects.contains { $0.source == .state(state) }
            || timedRows.contains { membership.scopes(namedBy: $0.source).contains(.state(state)) }
    }
}

extension CellRun {
    /// The run with a `stays` outcome read as a `->` one, for a state where they behave alike.
    var ignoringStays: CellRun {
        var row = row
        row.stays = false
        return CellRun(row: row, exitEffects: exitEffects, entryEffects: entryEffects, firedRow: firedRow)
    }
}

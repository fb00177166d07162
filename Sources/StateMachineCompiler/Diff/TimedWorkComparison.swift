/// What runs on the clock in each state case both machines have, compared in the state's
/// sample value: its timers (matched by owner and delay, then by owner, then by delay, so a
/// changed delay or owner is one change, not a removal and an addition) and its activities.
/// Each matched timer is also fired on every input either machine's timer table
/// distinguishes, as ``CellComparison`` runs an event.
enum TimedWorkComparison {
    static func changes(_ pair: MachinePair, stateEffects: inout StateEffectsCollector) -> [TimedWorkChange] {
        guard pair.old.hasTimedWork || pair.new.hasTimedWork else { return [] }
        let backward = InputTranslation.backward(pair)
        let firings = TimerFirings(pair)
        let sameSurroundings = Self.sameSurroundings(pair)
        var changes: [TimedWorkChange] = []
        for (newState, oldState) in pair.comparableStates {
            let base = InputSpace(machine: pair.new, timerIn: newState).base
            guard let old = backward.translateStart(state: base.state, context: base.context),
                let newWork = StateWork(
                    pair.new, pair.newInterpreter, state: base.state, context: base.context, stateName: pair.new.stateName,
                    effectName: { pair.new.effects[$0].name }),
                let oldWork = StateWork(
                    pair.old, pair.oldInterpreter, state: old.state, context: old.context, stateName: pair.newName(ofOldState:),
                    effectName: pair.newName(ofOldEffect:))
            else { continue }
            let name = pair.new.stateName(newState)
            var stateChanges: [TimedWorkChange] = []
            for (oldTimer, newTimer) in matched(oldWork.timers, newWork.timers) {
                stateChanges += timerChanges(pair, state: name, old: oldTimer, new: newTimer)
                // A row written alike among the same groups, entries, exits and context fires alike.
                if let oldTimer, let newTimer,
                    !sameSurroundings
                        || pair.old.specText(of: pair.old.timedRows[oldTimer.timer])
                            != pair.new.specText(of: pair.new.timedRows[newTimer.timer])
                {
                    stateChanges += firings.changes(
                        newState: newState, oldState: oldState, oldTimer: oldTimer.timer, newTimer: newTimer.timer,
                        stateEffects: &stateEffects)
                    // A timer whose guard reads another region fires there too (see ``RegionStanding``).
                    let rows = (new: [pair.new.timedRows[newTimer.timer]], old: [pair.old.timedRows[oldTimer.timer]])
                    for standing in RegionStanding.read(by: pair, newRows: rows.new, oldRows: rows.old) {
                        stateChanges += TimerFirings(pair.standing(in: standing), standing: RegionStanding.spelled(standing, in: pair))
                            .changes(
                                newState: newState, oldState: oldState, oldTimer: oldTimer.timer, newTimer: newTimer.timer,
                                stateEffects: &stateEffects)
                    }
                }
            }
            if let change = activityChange(state: name, old: oldWork, new: newWork) { stateChanges.append(change) }
            changes += stateChanges.map { $0.inRegion(pair.regionName(ofNewState: newState)) }
        }
        return TimedWorkChange.merged(changes)
    }

    /// Whether both machines have the same context fields, groups and entry, exit and `during`
    /// declarations, as written: then what a timer's move runs around its row is the same.
    private static func sameSurroundings(_ pair: MachinePair) -> Bool {
        func groups(_ machine: Machine) -> [String] {
            machine.groups.map { $0.name + " = " + $0.members.map { machine.name(of: $0.source) }.joined(separator: ", ") }
        }
        return pair.old.context == pair.new.context && groups(pair.old) == groups(pair.new)
            && pair.old.stateEffects.map(pair.old.specText(of:)) == pair.new.stateEffects.map(pair.new.specText(of:))
    }

    /// Pairs of an old and a new timer, and the timers of either side left without a partner.
    private static func matched(_ old: [StateWork.Timer], _ new: [StateWork.Timer]) -> [(StateWork.Timer?, StateWork.Timer?)] {
        let rules: [(StateWork.Timer, StateWork.Timer) -> Bool] = [
            { $0.owner == $1.owner && $0.delay == $1.delay }, { $0.owner == $1.owner }, { $0.delay == $1.delay },
        ]
        var pairs: [(StateWork.Timer?, StateWork.Timer?)] = []
        var oldLeft = old
        var newLeft = new
        for rule in rules {
            newLeft = newLeft.filter { timer in
                guard let index = oldLeft.firstIndex(where: { rule($0, timer) }) else { return true }
                pairs.append((oldLeft.remove(at: index), timer))
                return false
            }
        }
        return pairs + oldLeft.map { ($0, nil) } + newLeft.map { (nil, $0) }
    }

    /// A timer added, removed, with another delay or another owner.
    private static func timerChanges(_ pair: MachinePair, state: String, old: StateWork.Timer?, new: StateWork.Timer?)
        -> [TimedWorkChange]
    {
        let oldRow = old.map { pair.old.specText(of: pair.old.timedRows[$0.timer]) } ?? "none"
        let newRow = new.map { pair.new.specText(of: pair.new.timedRows[$0.timer]) } ?? "none"
        guard let old, let new else {
            return [TimedWorkChange(states: [state], subject: .timer, before: oldRow, after: newRow, witness: nil)]
        }
        var changes: [TimedWorkChange] = []
        if old.delay != new.delay {
            changes.append(TimedWorkChange(states: [state], subject: .timer, before: oldRow, after: newRow, witness: nil))
        }
        if old.owner != new.owner {
            let delay = pair.new.timedRows[new.timer].delay?.spelling ?? ""
            changes.append(
                TimedWorkChange(
                    states: [state], subject: .timerOwner(delay: delay), before: old.owner.spelling, after: new.owner.spelling,
                    witness: nil))
        }
        return changes
    }

    /// The activities the state runs, by name and owner; by their values only when those are
    /// all that differ.
    private static func activityChange(state: String, old: StateWork, new: StateWork) -> TimedWorkChange? {
        func spelled(_ work: StateWork, concrete: Bool) -> [String] {
            work.activities.map { owner, activity in
                (concrete ? activity.diffSyntax : activity.name) + (owner.kind == .state ? "" : " in " + owner.spelling)
            }
        }
        for concrete in [false, true] {
            let before = spelled(old, concrete: concrete)
            let after = spelled(new, concrete: concrete)
            guard before.sorted() == after.sorted() else {
                return TimedWorkChange(
                    states: [state], subject: .activities, before: before.isEmpty ? "none" : before.joined(separator: ", "),
                    after: after.isEmpty ? "none" : after.joined(separator: ", "), witness: nil)
            }
        }
        return nil
    }
}

extension MachinePair {
    /// The state cases both machines have with payloads of the same types: (new index, old index).
    var comparableStates: [(new: Int, old: Int)] {
        correspondence.states.filter { CaseCorrespondence.sameShape(old.states[$0.key], new.states[$0.value]) }
            .map { (new: $0.value, old: $0.key) }.sorted { $0.new < $1.new }
    }
}

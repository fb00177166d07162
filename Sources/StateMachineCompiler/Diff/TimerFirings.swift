/// Fires a timer the old and the new machine both run in a state on the inputs either
/// machine's timer table distinguishes for that timer and state (the row firing, each condition failing, each entry
/// and exit contributing or not), and reports what its firing does differently. Exit and
/// entry differences go to the state they concern, as for events.
struct TimerFirings {
    private let pair: MachinePair
    private let forward: InputTranslation
    private let backward: InputTranslation
    /// Where the other regions stand, for a witness, when not in their initial states (see ``RegionStanding``).
    private let standing: String

    init(_ pair: MachinePair, standing: String = "") {
        self.pair = pair
        self.standing = standing
        forward = InputTranslation.forward(pair)
        backward = InputTranslation.backward(pair)
    }

    func changes(
        newState: Int, oldState: Int, oldTimer: Int, newTimer: Int, stateEffects: inout StateEffectsCollector
    ) -> [TimedWorkChange] {
        // Only this timer in this state: the whole table is every timer in every state.
        var inputs = TimerTable.inputs(firing: newTimer, pair.new.timedRows[newTimer], in: newState, pair.new, pair.newInterpreter)
            .map { ($0.0.state, $0.0.context) }
        inputs += TimerTable.inputs(firing: oldTimer, pair.old.timedRows[oldTimer], in: oldState, pair.old, pair.oldInterpreter)
            .compactMap { forward.translateStart(state: $0.0.state, context: $0.0.context) }
        let reentryMatters = pair.reentryMatters(newState: newState, oldState: oldState)
        let stateName = pair.new.stateName(newState)
        let delay = pair.new.timedRows[newTimer].delay?.spelling ?? ""
        var seen: Set<[RuntimeValue]> = []
        var runs: [(witness: String, old: CellRun, new: CellRun)] = []
        for (state, context) in inputs where seen.insert(state.values + [.nil] + context).inserted {
            guard let old = backward.translateStart(state: state, context: context) else { continue }
            let oldRun = pair.oldInterpreter.run(
                timer: oldTimer, in: old.state, context: old.context, stateName: pair.newName(ofOldState:),
                effectName: pair.newName(ofOldEffect:))
            let newRun = pair.newInterpreter.run(
                timer: newTimer, in: state, context: context, stateName: pair.new.stateName, effectName: { pair.new.effects[$0].name })
            let witness = Self.witness(state, context, in: pair.new) + standing
            runs.append(
                reentryMatters ? (witness, oldRun, newRun) : (witness, oldRun.ignoringStays, newRun.ignoringStays))
        }
        for run in runs where run.old.row == run.new.row && !run.old.behavesLike(run.new) {
            let place = "\(stateName) after \(delay)"
            if run.old.exitEffects != run.new.exitEffects {
                stateEffects.add(
                    .exit, state: stateName, before: run.old.exitEffects, after: run.new.exitEffects,
                    witness: run.witness + " after " + delay,
                    place: place)
            }
            if run.old.entryEffects != run.new.entryEffects, let next = run.new.row.next {
                stateEffects.add(
                    .entry, state: next.name, before: run.old.entryEffects, after: run.new.entryEffects,
                    witness: run.witness + " after " + delay, place: place)
            }
        }
        var changes: [TimedWorkChange] = []
        for run in runs where run.old.row != run.new.row {
            var before = description(run.old, in: pair.old, concrete: false)
            var after = description(run.new, in: pair.new, concrete: false)
            if before == after {
                before = description(run.old, in: pair.old, concrete: true)
                after = description(run.new, in: pair.new, concrete: true)
            }
            guard !changes.contains(where: { $0.before == before && $0.after == after }) else { continue }
            changes.append(
                TimedWorkChange(states: [stateName], subject: .firing(delay: delay), before: before, after: after, witness: run.witness))
        }
        // Every input changed alike: the state and delay say which firing is meant, and the
        // state's name where the other regions stand, when that is not where they start.
        guard changes.count == 1, runs.allSatisfy({ $0.old.row != $0.new.row }), let only = changes.first else { return changes }
        let witness = standing.isEmpty ? nil : stateName + standing
        return [TimedWorkChange(states: only.states, subject: only.subject, before: only.before, after: only.after, witness: witness)]
    }

    /// What a firing does, as for a row; a timer whose conditions fail does nothing.
    private func description(_ run: CellRun, in machine: Machine, concrete: Bool) -> String {
        run.row.kind == .rejected ? "nothing (its conditions do not hold)" : RowDescription.text(of: run, in: machine, concrete: concrete)
    }

    /// `waiting(query: "sample 1")`, then the context when the machine has one.
    private static func witness(_ state: RuntimeCase, _ context: [RuntimeValue], in machine: Machine) -> String {
        let fields = machine.context ?? []
        return DiffSpelling.labelled(machine.states[state.index], state.values)
            + (fields.isEmpty ? "" : " with " + zip(fields, context).map { "\($0.name): \($1.diffSyntax)" }.joined(separator: ", "))
    }
}

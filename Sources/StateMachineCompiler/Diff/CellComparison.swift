/// Every state case and event case both machines have: cells whose meaning is unchanged are
/// skipped; the others are run on every input either machine's table distinguishes. A
/// difference in the row's outcome is a ``CellChange``; one only in the exit or entry
/// effects around it goes to the state it leaves or enters.
enum CellComparison {
    /// One input run in both machines; `standing` spells where the other regions stood when
    /// that is not their initial states (see ``RegionStanding``).
    private typealias Run = (input: Input, old: CellRun, new: CellRun, standing: String)

    /// `complete` becomes `false` when a search for inputs gave up on its budget.
    static func changes(_ pair: MachinePair, stateEffects: inout StateEffectsCollector, complete: inout Bool)
        -> [CellChange]
    {
        // The inputs are searched once per standing of the other regions, each in its own pair.
        var standings: [[RuntimeCase]: (pair: MachinePair, inputs: CellInputs)] = [pair.standing: (pair, CellInputs(pair))]
        let contextUnchanged = pair.old.context == pair.new.context
        var changes: [CellChange] = []
        // A cell with no row on either side is unhandled in both for every input. Most cells of
        // a machine of many regions are such (a state meets only its own region's events);
        // working out their meaning made the diff grow as states × events × regions.
        let newHandled = pair.new.states.indices.map { Set(pair.newInterpreter.handledEvents(in: $0)) }
        let oldHandled = pair.old.states.indices.map { Set(pair.oldInterpreter.handledEvents(in: $0)) }
        for cell in pair.comparableCells {
            if !newHandled[cell.new.state].contains(cell.new.event), !oldHandled[cell.old.state].contains(cell.old.event) { continue }
            if contextUnchanged, meaning(pair, new: cell.new) == meaning(pair, old: cell.old) { continue }
            var runs: [Run] = []
            for standing in [pair.standing] + RegionStanding.read(by: pair, newCell: cell.new, oldCell: cell.old) {
                let standingPair = standings[standing]?.pair ?? pair.standing(in: standing)
                var inputs = standings[standing]?.inputs ?? CellInputs(standingPair)
                runs += self.runs(standingPair, cell, &inputs, standing: RegionStanding.spelled(standing, in: pair))
                standings[standing] = (standingPair, inputs)
            }
            let place = "\(pair.new.stateName(cell.new.state)) × \(pair.new.eventName(cell.new.event))"
            for run in runs where run.old.row == run.new.row && !run.old.behavesLike(run.new) {
                let witness = DiffSpelling.input(run.input, in: pair.new) + run.standing
                if run.old.exitEffects != run.new.exitEffects {
                    stateEffects.add(
                        .exit, state: pair.new.stateName(cell.new.state), before: run.old.exitEffects,
                        after: run.new.exitEffects,
                        witness: witness, place: place)
                }
                if run.old.entryEffects != run.new.entryEffects, let next = run.new.row.next {
                    stateEffects.add(
                        .entry, state: next.name, before: run.old.entryEffects, after: run.new.entryEffects,
                        witness: witness, place: place)
                }
            }
            let variants = self.variants(runs, pair, state: cell.new.state)
            if !variants.isEmpty {
                let state = pair.new.stateName(cell.new.state)
                let event = pair.new.eventName(cell.new.event)
                changes.append(
                    CellChange(
                        state: state, event: event, variants: variants,
                        oldMoves: CellMove.moves(in: pair.old, pair.oldInterpreter, state: state, event: event),
                        newMoves: CellMove.moves(in: pair.new, pair.newInterpreter, state: state, event: event),
                        region: pair.regionName(ofNewState: cell.new.state)))
            }
        }
        complete = complete && standings.values.allSatisfy(\.inputs.complete)
        return changes
    }

    /// Every input either machine distinguishes for the cell, run in both (in `pair`'s standing).
    private static func runs(
        _ pair: MachinePair, _ cell: (new: (state: Int, event: Int), old: (state: Int, event: Int)), _ inputs: inout CellInputs,
        standing: String
    ) -> [Run] {
        let backward = InputTranslation.backward(pair)
        let reentryMatters = pair.reentryMatters(newState: cell.new.state, oldState: cell.old.state)
        return inputs.inputs(state: cell.new.state, event: cell.new.event, oldState: cell.old.state, oldEvent: cell.old.event)
            .compactMap { input in
                guard let oldInput = backward.translate(input) else { return nil }
                let old = pair.oldInterpreter.run(oldInput, stateName: pair.newName(ofOldState:), effectName: pair.newName(ofOldEffect:))
                let new = pair.newInterpreter.run(input, stateName: pair.new.stateName) { pair.new.effects[$0].name }
                return reentryMatters ? (input, old, new, standing) : (input, old.ignoringStays, new.ignoringStays, standing)
            }
    }

    private static func meaning(_ pair: MachinePair, new cell: (state: Int, event: Int))
        -> CellMeaning
    {
        CellMeaning(
            machine: pair.new, interpreter: pair.newInterpreter, state: cell.state, event: cell.event,
            stateName: pair.new.stateName
        ) { pair.new.effects[$0].name }
    }

    private static func meaning(_ pair: MachinePair, old cell: (state: Int, event: Int))
        -> CellMeaning
    {
        CellMeaning(
            machine: pair.old, interpreter: pair.oldInterpreter, state: cell.state, event: cell.event,
            stateName: pair.newName(ofOldState:), effectName: pair.newName(ofOldEffect:))
    }

    /// One variant per distinct (before, after) among the runs whose row outcome changed.
    /// A variant whose new row leads back into `state` says what that restarts.
    private static func variants(_ runs: [Run], _ pair: MachinePair, state: Int) -> [CellChange.Variant] {
        var variants: [CellChange.Variant] = []
        for run in runs where run.old.row != run.new.row {
            var before = RowDescription.text(of: run.old, in: pair.old, concrete: false)
            var after = RowDescription.text(of: run.new, in: pair.new, concrete: false)
            if before == after {
                before = RowDescription.text(of: run.old, in: pair.old, concrete: true)
                after = RowDescription.text(of: run.new, in: pair.new, concrete: true)
            }
            guard !variants.contains(where: { $0.before == before && $0.after == after }) else {
                continue
            }
            variants.append(
                CellChange.Variant(
                    before: before, after: after, witness: DiffSpelling.input(run.input, in: pair.new) + run.standing,
                    oldRow: run.old.firedRow, newRow: run.new.firedRow, oldTarget: run.old.row.next?.name,
                    newTarget: run.new.row.next?.name,
                    restart: run.new.reenters(pair.new.stateName(state)) ? pair.new.reentryRestart(of: state) : nil))
        }
        // The cell's name says which input is meant when every input changed alike, or when
        // the rows' conditions did not change (only what a row does).
        let everyInputAlike = variants.count == 1 && runs.allSatisfy { $0.old.row != $0.new.row }
        guard everyInputAlike || sameConditions(runs) else { return variants }
        return variants.map(\.withoutWitness)
    }

    /// Whether the same inputs fire a row in both machines, and each old row's inputs are
    /// exactly one new row's: then a difference is in what a row does, not when, and the
    /// cell's name says which input is meant without a witness.
    private static func sameConditions(_ runs: [Run]) -> Bool {
        var forward: [Int: Int] = [:]
        var backward: [Int: Int] = [:]
        for run in runs {
            switch (run.old.firedRow, run.new.firedRow) {
            case (nil, nil): continue
            case (let old?, let new?):
                if forward[old, default: new] != new || backward[new, default: old] != old { return false }
                forward[old] = new
                backward[new] = old
            default: return false
            }
        }
        return true
    }
}

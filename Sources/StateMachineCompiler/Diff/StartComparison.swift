/// Where the machine starts, and what starting in (or being restored into) each state performs.
enum StartComparison {
    static func changes(_ pair: MachinePair, stateEffects: inout StateEffectsCollector)
        -> [StartChange]
    {
        var changes: [StartChange] = []
        let oldStart = start(pair.old, name: pair.newName(ofOldState: pair.old.initial.state))
        let newStart = start(pair.new, name: pair.new.stateName(pair.new.initial.state))
        if oldStart != newStart { changes.append(StartChange(before: oldStart, after: newStart)) }
        guard pair.old.usesStateStructure || pair.new.usesStateStructure else { return changes }
        let forward = InputTranslation.forward(pair)
        let backward = InputTranslation.backward(pair)
        var starts = StartTable.cases(for: pair.new).map { ($0.state, $0.context) }
        starts += StartTable.cases(for: pair.old).compactMap {
            forward.translateStart(state: $0.state, context: $0.context)
        }
        var seen: Set<[RuntimeValue]> = []
        for (state, context) in starts
        where seen.insert([.integer(IntegerValue(state.index))] + state.values + context).inserted {
            guard let (oldState, oldContext) = backward.translateStart(state: state, context: context)
            else { continue }
            let after = (try? pair.newInterpreter.entryEffects(of: state, context: context))?.map {
                named($0, pair.new.effects[$0.index].name)
            }
            let before = (try? pair.oldInterpreter.entryEffects(of: oldState, context: oldContext))?.map {
                named($0, pair.newName(ofOldEffect: $0.index))
            }
            guard let before, let after, before != after else { continue }
            stateEffects.add(
                .entry, state: pair.new.stateName(state.index), before: before, after: after,
                witness: "start in " + DiffSpelling.labelled(pair.new.states[state.index], state.values),
                place: "start")
        }
        return changes
    }

    private static func named(_ value: RuntimeCase, _ name: String) -> NamedCase {
        NamedCase(name: name, values: value.values)
    }

    /// `draft`, or `idle(false)` with the literals `initial` gives.
    private static func start(_ machine: Machine, name: String) -> String {
        CallSyntax.render(
            name, machine.initial.arguments.flatMap { $0.isEmpty ? nil : $0.map(\.specText) })
    }
}

/// Where the machine starts, and what starting in (or being restored into) each state performs.
enum StartComparison {
    static func changes(_ pair: MachinePair, stateEffects: inout StateEffectsCollector)
        -> [StartChange]
    {
        let changes = startChanges(pair)
        guard pair.old.usesStateStructure || pair.new.usesStateStructure else { return changes }
        let forward = InputTranslation.forward(pair)
        let backward = InputTranslation.backward(pair)
        var starts = oneStateStarts(pair.new).map { ($0.state, $0.context) }
        starts += oneStateStarts(pair.old).compactMap {
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

    /// The start cases of a machine without regions, one state each; a machine with regions has
    /// its starts compared by ``EffectOrderComparison``, region by region.
    private static func oneStateStarts(_ machine: Machine) -> [(state: RuntimeCase, context: [RuntimeValue])] {
        guard !machine.hasRegions else { return [] }
        return StartTable.cases(for: machine).compactMap { start in start.states.first.map { ($0, start.context) } }
    }

    private static func named(_ value: RuntimeCase, _ name: String) -> NamedCase {
        NamedCase(name: name, values: value.values)
    }

    /// Where the machine starts: per region of the same name when both have regions (a region
    /// on one side only is an API change), else the whole `initial`.
    private static func startChanges(_ pair: MachinePair) -> [StartChange] {
        let oldInitials = initials(pair.old, name: pair.newName(ofOldState:))
        let newInitials = initials(pair.new, name: pair.new.stateName)
        guard pair.old.hasRegions, pair.new.hasRegions else {
            let before = oldInitials.map(\.start).joined(separator: ", ")
            let after = newInitials.map(\.start).joined(separator: ", ")
            return before == after ? [] : [StartChange(before: before, after: after)]
        }
        return newInitials.compactMap { new in
            guard let old = oldInitials.first(where: { $0.region == new.region }), old.start != new.start else { return nil }
            return StartChange(before: old.start, after: new.start, region: new.region)
        }
    }

    /// Each region's start with its name, or the machine's start alone without regions.
    private static func initials(_ machine: Machine, name: (Int) -> String) -> [(region: String?, start: String)] {
        guard machine.hasRegions else { return [(nil, start(machine.initial, name: name(machine.initial.state)))] }
        return machine.regionInitials.enumerated().map { region, initial in
            (machine.regionName(region), start(initial, name: name(initial.state)))
        }
    }

    /// `draft`, or `idle(false)` with the literals `initial` gives.
    private static func start(_ initial: InitialState, name: String) -> String {
        CallSyntax.render(name, initial.arguments.flatMap { $0.isEmpty ? nil : $0.map(\.specText) })
    }
}

/// Each event both machines have, run on the whole machine when regions' declarations changed
/// order. The event is run with every region in its initial state, then region by region in the
/// first state with a row for the event that adds effects, so that as many regions as the
/// sample values let take part; a difference only in the order of the same effects there is an
/// ``EffectOrderChange``. Any other difference is one region's own, reported as such.
enum EffectOrderComparison {
    static func changes(_ pair: MachinePair) -> [EffectOrderChange] {
        guard pair.old.hasRegions, pair.new.hasRegions else { return [] }
        let oldNames = pair.old.regions.indices.map(pair.old.regionName)
        let newNames = pair.new.regions.indices.map(pair.new.regionName)
        let kept = newNames.filter(oldNames.contains)
        guard oldNames.filter(kept.contains) != kept else { return [] }
        return pair.comparableEvents.compactMap { event in
            let firing = pair.new.statesByRegion.map { states in
                states.filter { !pair.newInterpreter.candidates(state: $0, event: event.new).isEmpty }
            }
            guard firing.filter({ !$0.isEmpty }).count > 1 else { return nil }
            let event = InputSpace(machine: pair.new, state: pair.standing[0].index, event: event.new).base
            var standing = pair.standing.map { base(of: $0.index, in: pair.new) }
            var count = effects(pair, standing, event)?.count ?? 0
            for region in firing.indices {
                for state in firing[region] where state != standing[region].index {
                    var trial = standing
                    trial[region] = base(of: state, in: pair.new)
                    guard let added = effects(pair, trial, event)?.count, added > count else { continue }
                    (standing, count) = (trial, added)
                    break
                }
            }
            return change(pair, standing, event)
        }
    }

    /// What the event does to the new machine standing in `standing`; `nil` on an overflow.
    private static func effects(_ pair: MachinePair, _ standing: [RuntimeCase], _ input: Input) -> [RuntimeCase]? {
        (try? pair.newInterpreter.step(from: standing, on: input.event, context: input.context)).map { effects(of: $0.outcome) }
    }

    /// The event run in both machines with every region in its state of `standing`.
    private static func change(_ pair: MachinePair, _ standing: [RuntimeCase], _ input: Input) -> EffectOrderChange? {
        let backward = InputTranslation.backward(pair)
        let oldStanding = RegionStanding.translated(standing, from: pair.new, to: pair.old, pair.correspondence)
        // Every region stands in the same state in the old machine, not in a stand-in.
        let oldIndices = Set(oldStanding.map(\.index))
        guard standing.allSatisfy({ backward.states[$0.index].map(oldIndices.contains) ?? false }),
            let oldInput = backward.translate(Input(state: standing[0], event: input.event, context: input.context)),
            let newEffects = effects(pair, standing, input),
            let oldStep = try? pair.oldInterpreter.step(from: oldStanding, on: oldInput.event, context: oldInput.context)
        else { return nil }
        let after = newEffects.map { NamedCase(name: pair.new.effects[$0.index].name, values: $0.values) }
        let before = effects(of: oldStep.outcome).map { NamedCase(name: pair.newName(ofOldEffect: $0.index), values: $0.values) }
        guard before != after, before.map(\.diffSyntax).sorted() == after.map(\.diffSyntax).sorted() else { return nil }
        let regions = standing.indices.filter {
            !pair.newInterpreter.candidates(state: standing[$0].index, event: input.event.index).isEmpty
        }
        let places = standing.enumerated().map { region, state in
            "\(pair.new.regionName(region)) is " + DiffSpelling.labelled(pair.new.states[state.index], state.values)
        }
        return EffectOrderChange(
            event: pair.new.eventName(input.event.index), regions: regions.map(pair.new.regionName),
            before: DiffSpelling.effects(before), after: DiffSpelling.effects(after),
            witness: DiffSpelling.labelled(pair.new.events[input.event.index], input.event.values) + " while "
                + places.joined(separator: " and ") + DiffSpelling.context(input.context, in: pair.new))
    }

    private static func effects(of outcome: RuntimeOutcome) -> [RuntimeCase] {
        switch outcome {
        case .transitioned(let effects), .updated(let effects): effects
        case .ignored, .rejected, .unhandled: []
        }
    }

    private static func base(of state: Int, in machine: Machine) -> RuntimeCase {
        InputSpace(machine: machine, timerIn: state).base.state
    }
}

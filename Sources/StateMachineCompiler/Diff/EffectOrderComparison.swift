/// Each event both machines have, and the start, run on the whole machine when regions'
/// declarations changed order. An event is run with every region in its initial state, then
/// region by region in the first state with a row for the event that adds effects, so that as
/// many regions as the sample values let take part; the start likewise, with each region in the
/// first state whose entry adds effects. A difference only in the order of the same effects
/// there is an ``EffectOrderChange``. Any other difference is one region's own, reported as such.
enum EffectOrderComparison {
    static func changes(_ pair: MachinePair) -> [EffectOrderChange] {
        guard pair.old.hasRegions, pair.new.hasRegions else { return [] }
        let oldNames = pair.old.regions.indices.map(pair.old.regionName)
        let newNames = pair.new.regions.indices.map(pair.new.regionName)
        let kept = newNames.filter(oldNames.contains)
        guard oldNames.filter(kept.contains) != kept else { return [] }
        let start = startChange(pair).map { [$0] } ?? []
        return start
            + pair.comparableEvents.compactMap { event in
                let firing = pair.new.statesByRegion.map { states in
                    states.filter { !pair.newInterpreter.candidates(state: $0, event: event.new).isEmpty }
                }
                guard firing.filter({ !$0.isEmpty }).count > 1 else { return nil }
                let input = InputSpace(machine: pair.new, state: pair.standing[0].index, event: event.new).base
                let standing = widest(pair, among: firing) { effects(pair, $0, input) }
                return change(pair, standing, input)
            }
    }

    /// The standing, from the initial one, where each region in turn moved to the first of its
    /// `candidates` that made `run` perform more effects.
    static func widest(_ pair: MachinePair, among candidates: [[Int]], _ run: ([RuntimeCase]) -> [RuntimeCase]?)
        -> [RuntimeCase]
    {
        var standing = pair.standing.map { base(of: $0.index, in: pair.new) }
        var count = run(standing)?.count ?? 0
        for region in candidates.indices {
            for state in candidates[region] where state != standing[region].index {
                var trial = standing
                trial[region] = base(of: state, in: pair.new)
                guard let added = run(trial)?.count, added > count else { continue }
                (standing, count) = (trial, added)
                break
            }
        }
        return standing
    }

    /// `(before, after)` spelled, when `old` holds the same effects as `new` in another order.
    static func reordered(_ pair: MachinePair, old: [RuntimeCase], new: [RuntimeCase]) -> (before: String, after: String)? {
        let after = new.map { NamedCase(name: pair.new.effects[$0.index].name, values: $0.values) }
        let before = old.map { NamedCase(name: pair.newName(ofOldEffect: $0.index), values: $0.values) }
        guard before != after, before.map(\.diffSyntax).sorted() == after.map(\.diffSyntax).sorted() else { return nil }
        return (DiffSpelling.effects(before), DiffSpelling.effects(after))
    }

    /// The old machine's regions in the states of `standing`; `nil` when one has no such state.
    static func oldStanding(_ pair: MachinePair, _ standing: [RuntimeCase]) -> [RuntimeCase]? {
        let backward = InputTranslation.backward(pair)
        let old = RegionStanding.translated(standing, from: pair.new, to: pair.old, pair.correspondence)
        let oldIndices = Set(old.map(\.index))
        return standing.allSatisfy({ backward.states[$0.index].map(oldIndices.contains) ?? false }) ? old : nil
    }

    /// `rb is x and ra is a`.
    static func spelled(_ standing: [RuntimeCase], in pair: MachinePair) -> String {
        standing.enumerated().map { region, state in
            "\(pair.new.regionName(region)) is " + DiffSpelling.labelled(pair.new.states[state.index], state.values)
        }
        .joined(separator: " and ")
    }

    static func base(of state: Int, in machine: Machine) -> RuntimeCase {
        InputSpace(machine: machine, timerIn: state).base.state
    }

    /// What the event does to the new machine standing in `standing`; `nil` on an overflow.
    private static func effects(_ pair: MachinePair, _ standing: [RuntimeCase], _ input: Input) -> [RuntimeCase]? {
        (try? pair.newInterpreter.step(from: standing, on: input.event, context: input.context)).map { effects(of: $0.outcome) }
    }

    /// The event run in both machines with every region in its state of `standing`.
    private static func change(_ pair: MachinePair, _ standing: [RuntimeCase], _ input: Input) -> EffectOrderChange? {
        guard let oldStanding = oldStanding(pair, standing),
            let oldInput = InputTranslation.backward(pair).translate(Input(state: standing[0], event: input.event, context: input.context)),
            let newEffects = effects(pair, standing, input),
            let oldStep = try? pair.oldInterpreter.step(from: oldStanding, on: oldInput.event, context: oldInput.context),
            let (before, after) = reordered(pair, old: effects(of: oldStep.outcome), new: newEffects)
        else { return nil }
        let regions = standing.indices.filter {
            !pair.newInterpreter.candidates(state: standing[$0].index, event: input.event.index).isEmpty
        }
        return EffectOrderChange(
            event: pair.new.eventName(input.event.index), regions: regions.map(pair.new.regionName), before: before, after: after,
            witness: DiffSpelling.labelled(pair.new.events[input.event.index], input.event.values) + " while "
                + spelled(standing, in: pair) + DiffSpelling.context(input.context, in: pair.new))
    }

    private static func effects(of outcome: RuntimeOutcome) -> [RuntimeCase] {
        switch outcome {
        case .transitioned(let effects), .updated(let effects): effects
        case .ignored, .rejected, .unhandled: []
        }
    }
}

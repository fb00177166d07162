extension EffectOrderComparison {
    /// The start (or a restore): every region's entry effects, regions in declaration order.
    static func startChange(_ pair: MachinePair) -> EffectOrderChange? {
        let context = InputSpace(machine: pair.new, timerIn: pair.standing[0].index).base.context
        let run = { (standing: [RuntimeCase]) in try? pair.newInterpreter.entryEffects(of: standing, context: context) }
        let standing = widest(pair, among: pair.new.statesByRegion, run)
        let backward = InputTranslation.backward(pair)
        guard let oldStanding = oldStanding(pair, standing), let newEffects = run(standing),
            let (_, oldContext) = backward.translateStart(state: standing[0], context: context),
            let oldEffects = try? pair.oldInterpreter.entryEffects(of: oldStanding, context: oldContext),
            let (before, after) = reordered(pair, old: oldEffects, new: newEffects)
        else { return nil }
        let reading = RegionStanding.reading(pair.newInterpreter, standing)
        let fields = reading.contextValues(context)
        let regions = standing.indices.filter {
            !((try? reading.entryEffects(entering: standing[$0], from: nil, context: fields))?.isEmpty ?? true)
        }
        return EffectOrderChange(
            event: nil, regions: regions.map(pair.new.regionName), before: before, after: after,
            witness: "start while " + spelled(standing, in: pair) + DiffSpelling.context(context, in: pair.new))
    }
}

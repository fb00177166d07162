// A machine with regions starts, or is restored, in every region at once; its exit and entry
// effects are declared per region and spelled once each, in a helper per region and kind.

extension RegionStepsWriter {
    /// `entryEffects(of:)`, which a runtime performs when the machine starts in or is restored
    /// into a state, and each region's exit and entry helpers.
    func writeStateEffects(modifier: String, into writer: inout SwiftCodeWriter) {
        let contextParameter = plan.hasContext ? ", context: Context" : ""
        let contextArgument = plan.hasContext ? ", context: context" : ""
        let entryBefore = plan.entriesReadRegions ? ", before: state" : ""
        writer.line()
        writer.line("/// What a runtime performs when the machine starts in, or is restored into, `state`: each")
        writer.line("/// region's entry effects, regions in declaration order; in each, those of the groups containing")
        writer.line("/// its state, outermost first, then its case's.")
        writer.block("\(modifier)static func entryEffects(of state: State\(contextParameter)) -> [Effect] {") { writer in
            let entering = plan.regions.filter(\.hasEntries)
            guard !entering.isEmpty else {
                writer.line("[]")
                return
            }
            let calls = entering.map { region in
                let previous = region.entriesTakePrevious ? ", from: nil" : ""
                return
                    "\(region.spelling.entryEffects)(entering: state.\(region.spelling.property)\(previous)\(entryBefore)\(contextArgument))"
            }
            guard let first = calls.first, calls.count > 1 else {
                writer.line(calls.first ?? "[]")
                return
            }
            writer.line("var effects = " + first)
            for call in calls.dropFirst() { writer.line("effects += " + call) }
            writer.line("return effects")
        }
        // Worked out once, not per region's helper, which made generating quadratic in the regions.
        let index = plan.effectsIndex
        for region in plan.regions {
            if region.hasExits {
                let scope = (number: region.number, states: region.states, readsRegions: plan.exitsReadRegions)
                StateEffectsWriter(machine: machine, kind: .exit, contextParameter: contextParameter, region: scope, index: index)
                    .write(into: &writer)
            }
            if region.hasEntries {
                let scope = (number: region.number, states: region.states, readsRegions: plan.entriesReadRegions)
                StateEffectsWriter(machine: machine, kind: .entry, contextParameter: contextParameter, region: scope, index: index)
                    .write(into: &writer)
            }
        }
    }
}

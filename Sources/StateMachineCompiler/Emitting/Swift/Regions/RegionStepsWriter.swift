/// Writes `RegionSteps`, what one event or timer does across the regions: the effects in SCXML's
/// order in one array, the regions whose `->` row fired, and the strongest outcome. Regions
/// commit in declaration order, each adding its exits before those already there (SCXML leaves
/// regions in reverse declaration order), its row's own effects after the others' and its entries
/// last; an array an effect helper returns is kept as it is while it is the only one.
struct RegionStepsWriter {
    let machine: Machine
    let plan: RegionPlan

    func write(into writer: inout SwiftCodeWriter) {
        writer.line("/// The effects of one event or timer across the regions, in SCXML's order, and its outcome: the")
        writer.line("/// strongest of the regions' (`transitioned`, `updated`, `rejected`, `ignored`, `unhandled`).")
        writer.block("struct RegionSteps {") { writer in
            writer.line("/// Exits (regions in reverse declaration order), the rows' own effects, then entries.")
            writer.line("var effects: [Effect] = []")
            if plan.hasRowEffects {
                writer.line("/// Where the rows' own effects end: exits and own effects are before it, entries after.")
                writer.line("var ownEffectsEnd = 0")
            }
            writer.line("/// Whether a region's `->` row fired (leaving its state, or re-entering it).")
            writer.line("var transitioned = false")
            writer.line("/// Each region whose `->` row fired, for a runtime: flags, so a step allocates nothing for them.")
            for region in plan.regions where region.acts {
                writer.line("var \(region.spelling.leftFlag) = false")
            }
            if plan.hasUpdates { writer.line("var updated = false") }
            writer.line("var rejected = false")
            writer.line("var ignored = false")
            if plan.hasExits { writeExit(into: &writer) }
            if plan.hasRowEffects { writeAdd(into: &writer) }
            if plan.hasEntries { writeEnter(into: &writer) }
            writer.line()
            writer.block("consuming func outcome() -> Outcome {") { writer in
                writer.line("if transitioned { return .transitioned(effects: effects) }")
                if plan.hasUpdates { writer.line("if updated { return .updated(effects: effects) }") }
                writer.line("if rejected { return .rejected }")
                writer.line("return ignored ? .ignored : .unhandled")
            }
        }
    }

    private func writeExit(into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// A region's exits, before those of the regions declared before it, which SCXML leaves after it.")
        writer.block("mutating func exit(_ exits: [Effect]) {") { writer in
            writer.line("if effects.isEmpty { effects = exits } else { effects.insert(contentsOf: exits, at: 0) }")
            if plan.hasRowEffects { writer.line("ownEffectsEnd += exits.count") }
        }
    }

    private func writeAdd(into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// A row's own effects, after the exits and the own effects of the regions before it, before any entry.")
        writer.block("mutating func add(_ rowEffects: [Effect]) {") { writer in
            writer.line("if effects.isEmpty { effects = rowEffects } else { effects.insert(contentsOf: rowEffects, at: ownEffectsEnd) }")
            writer.line("ownEffectsEnd += rowEffects.count")
        }
    }

    private func writeEnter(into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// A region's entries, after everything before them.")
        writer.block("mutating func enter(_ entries: [Effect]) {") { writer in
            writer.line("if effects.isEmpty { effects = entries } else { effects += entries }")
        }
    }
}

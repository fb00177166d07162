/// Writes how the regions' rows apply together: `RegionRow` (what one region's chosen row
/// does), `RegionSteps` (the effects in SCXML's order and the strongest outcome), and each
/// region's `apply`, which moves the region and adds its effects: its exits before those of
/// the regions applied earlier (so regions leave in reverse declaration order), its row's
/// effects and its entries after theirs.
struct RegionStepsWriter {
    let machine: Machine
    let plan: RegionPlan

    private var updates: Bool { plan.hasUpdates }

    func write(into writer: inout SwiftCodeWriter) {
        writer.line("/// What the row one region chose does, before `reduce` applies every region's together.")
        writer.block("private enum RegionRow<RegionState> {") { writer in
            writer.line("/// A `->` row: the region leaves its state (or re-enters it) for `to`.")
            writer.line("case transitioned(to: RegionState, effects: [Effect])")
            if updates {
                writer.line("/// A `stays` row: the region's payload changes in place.")
                writer.line("case updated(to: RegionState, effects: [Effect])")
            }
            writer.line("/// An `ignore` row.")
            writer.line("case ignored")
            writer.line("/// Rows exist for the region's state, but none held.")
            writer.line("case rejected")
            writer.line("/// No row for the region's state.")
            writer.line("case unhandled")
        }
        writer.line()
        writer.line("/// The effects of one event or timer across the regions, in SCXML's order, and its outcome: the")
        writer.line("/// strongest of the regions' (`transitioned`, `updated`, `rejected`, `ignored`, `unhandled`).")
        writer.block("private struct RegionSteps {") { writer in
            if plan.hasExits {
                writer.line("/// Exit effects; each region puts its own first, so regions leave in reverse declaration order.")
                writer.line("var exits: [Effect] = []")
            }
            writer.line("/// The fired rows' own effects, regions in declaration order.")
            writer.line("var effects: [Effect] = []")
            if plan.hasEntries {
                writer.line("/// Entry effects, regions in declaration order.")
                writer.line("var entries: [Effect] = []")
            }
            writer.line("/// Whether a region's `->` row fired (leaving its state, or re-entering it).")
            writer.line("var transitioned = false")
            writer.line("/// Each region whose `->` row fired, for a runtime: flags, so a step allocates nothing for them.")
            for region in plan.regions where !region.eventRows.isEmpty || !region.timers.isEmpty {
                writer.line("var \(region.spelling.leftFlag) = false")
            }
            if updates { writer.line("var updated = false") }
            writer.line("var rejected = false")
            writer.line("var ignored = false")
            writer.line()
            writeOutcome(into: &writer)
        }
    }

    /// `outcome()`: the effects joined in one array only when more than one part has some.
    private func writeOutcome(into writer: inout SwiftCodeWriter) {
        writer.block("consuming func outcome() -> Outcome {") { writer in
            writer.block("if transitioned {") { writer in
                let parts = [plan.hasExits ? "exits" : nil, "effects", plan.hasEntries ? "entries" : nil].compactMap { $0 }
                guard parts.count > 1 else {
                    writer.line("return .transitioned(effects: effects)")
                    return
                }
                for part in parts {
                    let others = parts.filter { $0 != part }.map { "\($0).isEmpty" }.joined(separator: ", ")
                    writer.line("if \(others) { return .transitioned(effects: \(part)) }")
                }
                writer.line("\(parts[0]).reserveCapacity(\(parts.map { "\($0).count" }.joined(separator: " + ")))")
                for part in parts.dropFirst() { writer.line("\(parts[0]) += \(part)") }
                writer.line("return .transitioned(effects: \(parts[0]))")
            }
            if updates { writer.line("if updated { return .updated(effects: effects) }") }
            writer.line("if rejected { return .rejected }")
            writer.line("return ignored ? .ignored : .unhandled")
        }
    }

    /// `applyContent`: the row region `content` chose, applied to `state` and `steps`.
    func writeApply(_ region: RegionPlan.Region, into writer: inout SwiftCodeWriter) {
        let spelling = region.spelling
        let property = "state." + spelling.property
        let before = plan.applyReadsBefore(region) ? ", before: State" : ""
        let context = plan.applyTakesContext(region) ? ", context: Context" : ""
        let exitBefore = plan.exitsReadRegions ? ", before: before" : ""
        let entryBefore = plan.entriesReadRegions ? ", before: before" : ""
        let contextArgument = plan.hasContext ? ", context: context" : ""
        writer.line()
        writer.line("/// Applies the row region `\(spelling.name)` chose: its next state to `state`, its effects to `steps`.")
        writer.wrappingDeclaration(
            "private static func \(spelling.apply)",
            parameters: "_ row: \(spelling.rowType), to state: inout State\(before), _ steps: inout RegionSteps\(context)", tail: ""
        ) { writer in
            writer.line("switch row {")
            writer.line("case .transitioned(let next, let effects):")
            writer.indented { writer in
                if region.hasExits {
                    let exit = "\(spelling.exitEffects)(leaving: \(property), for: next\(exitBefore)\(contextArgument), into: &"
                    // Its exits go before those of the regions applied earlier.
                    writer.line("if steps.exits.isEmpty {")
                    writer.indented { $0.line(exit + "steps.exits)") }
                    writer.line("} else {")
                    writer.indented { writer in
                        writer.line("var own: [Effect] = []")
                        writer.line(exit + "own)")
                        writer.line("steps.exits.insert(contentsOf: own, at: 0)")
                    }
                    writer.line("}")
                }
                writer.line("steps.effects += effects")
                if region.hasEntries {
                    writer.line(
                        "\(spelling.entryEffects)(entering: next, from: \(property)\(entryBefore)\(contextArgument), into: &steps.entries)")
                }
                writer.line("steps.transitioned = true")
                writer.line("steps.\(spelling.leftFlag) = true")
                writer.line("\(property) = next")
            }
            if updates {
                writer.line("case .updated(let next, let effects):")
                writer.indented { writer in
                    writer.line("steps.effects += effects")
                    writer.line("steps.updated = true")
                    writer.line("\(property) = next")
                }
            }
            writer.line("case .ignored:")
            writer.indented { $0.line("steps.ignored = true") }
            writer.line("case .rejected:")
            writer.indented { $0.line("steps.rejected = true") }
            writer.line("case .unhandled:")
            writer.indented { $0.line("break") }
            writer.line("}")
        }
    }
}

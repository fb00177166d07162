/// Writes how the regions' rows apply together: `RegionSteps` (each region's row enum, what its
/// chosen row does; the effects in SCXML's order, in one array, and the strongest outcome),
/// and each region's `apply` (its row's effects and outcome) and `enter` (its entry effects and
/// its next state). `regionSteps` calls them in SCXML's order: every exit first, then every
/// row's effects, then every entry, so no effect is ever moved once added.
struct RegionStepsWriter {
    let machine: Machine
    let plan: RegionPlan

    private var updates: Bool { plan.hasUpdates }

    func write(into writer: inout SwiftCodeWriter) {
        writer.line("/// The effects of one event or timer across the regions, in SCXML's order, and its outcome: the")
        writer.line("/// strongest of the regions' (`transitioned`, `updated`, `rejected`, `ignored`, `unhandled`).")
        writer.block("private struct RegionSteps {") { writer in
            for region in plan.regions where !region.eventRows.isEmpty || !region.timers.isEmpty {
                writeRow(region, into: &writer)
                writer.line()
            }
            writer.line("/// Exits (regions in reverse declaration order), the rows' own effects, then entries.")
            writer.line("var effects: [Effect] = []")
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
            writer.line("/// A row's own effects after those before them; the first are kept as they are, not copied.")
            writer.block("mutating func add(_ rowEffects: [Effect]) {") { writer in
                writer.line("if effects.isEmpty { effects = rowEffects } else { effects += rowEffects }")
            }
            writer.line()
            writer.block("consuming func outcome() -> Outcome {") { writer in
                writer.line("if transitioned { return .transitioned(effects: effects) }")
                if updates { writer.line("if updated { return .updated(effects: effects) }") }
                writer.line("if rejected { return .rejected }")
                writer.line("return ignored ? .ignored : .unhandled")
            }
        }
    }

    /// `ContentRow`: what the row region `content` chose does.
    private func writeRow(_ region: RegionPlan.Region, into writer: inout SwiftCodeWriter) {
        let state = "State." + region.spelling.typeName
        writer.line("/// What the row region `\(region.spelling.name)` chose does, before `reduce` applies every region's together.")
        writer.block("enum \(region.spelling.rowEnum) {") { writer in
            writer.line("/// A `->` row: the region leaves its state (or re-enters it) for `to`.")
            writer.line("case transitioned(to: \(state), effects: [Effect])")
            if updates {
                writer.line("/// A `stays` row: the region's payload changes in place.")
                writer.line("case updated(to: \(state), effects: [Effect])")
            }
            writer.line("/// An `ignore` row.")
            writer.line("case ignored")
            writer.line("/// Rows exist for the region's state, but none held.")
            writer.line("case rejected")
            writer.line("/// No row for the region's state.")
            writer.line("case unhandled")
        }
    }

    /// `applyContent`: the row region `content` chose, its effects and outcome added to `steps`.
    func writeApply(_ region: RegionPlan.Region, into writer: inout SwiftCodeWriter) {
        let spelling = region.spelling
        writer.line()
        writer.line("/// Adds the row region `\(spelling.name)` chose to `steps`: its own effects and its outcome.")
        writer.block("private static func \(spelling.apply)(_ row: \(spelling.rowType), to steps: inout RegionSteps) {") { writer in
            writer.line("switch row {")
            writer.line("case .transitioned(_, let effects):")
            writer.indented { writer in
                writer.line("steps.add(effects)")
                writer.line("steps.transitioned = true")
                writer.line("steps.\(spelling.leftFlag) = true")
            }
            if updates {
                writer.line("case .updated(_, let effects):")
                writer.indented { writer in
                    writer.line("steps.add(effects)")
                    writer.line("steps.updated = true")
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

    /// `enterContent`: region `content` moves to the state its row chose, adding its entry effects.
    func writeEnter(_ region: RegionPlan.Region, into writer: inout SwiftCodeWriter) {
        let spelling = region.spelling
        let property = "state." + spelling.property
        let before = region.hasEntries && plan.entriesReadRegions ? ", before: State" : ""
        let steps = region.hasEntries ? ", _ steps: inout RegionSteps" : ""
        let context = region.hasEntries && plan.hasContext ? ", context: Context" : ""
        let stayed = updates ? ", .updated(let next, _)" : ""
        writer.line()
        writer.line(
            region.hasEntries
                ? "/// Moves region `\(spelling.name)` to the state its row chose, adding the entry effects of a `->` row to `steps`."
                : "/// Moves region `\(spelling.name)` to the state its row chose.")
        writer.wrappingDeclaration(
            "private static func \(spelling.enter)",
            parameters: "_ row: \(spelling.rowType), _ state: inout State\(before)\(steps)\(context)", tail: ""
        ) { writer in
            writer.line("switch row {")
            if region.hasEntries {
                let entryBefore = plan.entriesReadRegions ? ", before: before" : ""
                let contextArgument = plan.hasContext ? ", context: context" : ""
                writer.line("case .transitioned(let next, _):")
                writer.indented { writer in
                    writer.line(
                        "\(spelling.entryEffects)(entering: next, from: \(property)\(entryBefore)\(contextArgument), into: &steps.effects)")
                    writer.line("\(property) = next")
                }
                if updates {
                    writer.line("case .updated(let next, _):")
                    writer.indented { $0.line("\(property) = next") }
                }
            } else {
                writer.line("case .transitioned(let next, _)\(stayed):")
                writer.indented { $0.line("\(property) = next") }
            }
            writer.line("case .ignored, .rejected, .unhandled:")
            writer.indented { $0.line("break") }
            writer.line("}")
        }
    }
}

/// Writes `reduce` for a machine with regions. Every region chooses its row, by the rules of a
/// machine without regions, against the state before the event (`contentRow(on:_:)`, which its
/// `in(...)` reads too); then the chosen rows apply in SCXML's order, gathering the effects and
/// the strongest outcome in a `RegionSteps`: every region's exits (regions in reverse
/// declaration order), every row's own effects (`applyContent`), then every region's entries
/// and moves (`enterContent`), regions in declaration order. Each region is a few lines of
/// `reduce` and functions of its own, so the type checker's work grows with the regions in a line.
struct RegionReducerWriter {
    let machine: Machine
    let modifier: String
    let plan: RegionPlan
    /// How the choosers' parts spell the spec's own types.
    let aliases: OwnTypeAliases

    private var contextParameter: String { machine.context == nil ? "" : ", context: Context" }
    private var contextArgument: String { machine.context == nil ? "" : ", context: context" }

    func write(into writer: inout SwiftCodeWriter) {
        writer.line("/// Applies `event` to `state`: every region chooses its row (the first for the region's state and")
        writer.line("/// this event whose patterns and guard hold) against the state before the event, then the")
        writer.line("/// chosen rows apply together. Pure: effects are returned, never performed.")
        writePlain("on event: Event", call: "on: event", into: &writer)
        writer.line()
        writer.line(
            "/// `reduce(_:on:\(machine.context == nil ? "" : "context:"))`, adding to `regionsLeft` the name of each region whose row was a `->`"
        )
        writer.line("/// row (leaving its state, or re-entering it): a runtime restarts only their timers and activities.")
        writeVariant("on event: Event", call: "on: event", into: &writer) { writer in
            let acting = plan.regions.filter { !$0.eventRows.isEmpty }
            guard !acting.isEmpty else { return false }
            writer.line("// Every region chooses against the state before the event, which its `in(...)` reads too.")
            for region in acting {
                writer.line("let \(region.spelling.chosen) = \(region.spelling.chooser)(on: event, state\(contextArgument))")
            }
            writer.line("// Then in SCXML's order: exits (regions in reverse declaration order, from the state before")
            writer.line("// the event), every row's own effects, entries and moves (regions in declaration order).")
            writer.line("var steps = RegionSteps()")
            writeSteps(acting, into: &writer)
            return true
        }
        if machine.hasTimers { writeTimers(plan, into: &writer) }
        writer.line()
        RegionStepsWriter(machine: machine, plan: plan).write(into: &writer)
        let lookups = ReducerLookups(machine)
        for region in plan.regions where !region.eventRows.isEmpty || !region.timers.isEmpty {
            RegionChooserWriter(machine: machine, region: region, aliases: aliases, lookups: lookups).write(into: &writer)
            RegionStepsWriter(machine: machine, plan: plan).writeApply(region, into: &writer)
            RegionStepsWriter(machine: machine, plan: plan).writeEnter(region, into: &writer)
        }
    }

    /// `reduce(_:after:)` and its `regionsLeft:` variant: only the region of the timer's row acts.
    private func writeTimers(_ plan: RegionPlan, into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// Applies the `after` row `timer` once its delay has passed: only the region holding its source")
        writer.line("/// acts, if it is still there and the row's guard holds now; `.unhandled` if it is elsewhere.")
        writePlain("after timer: Timer", call: "after: timer", into: &writer)
        writer.line()
        writer.line(
            "/// `reduce(_:after:\(machine.context == nil ? "" : "context:"))`, adding to `regionsLeft` the timer's region if its row was a `->` row."
        )
        writeVariant("after timer: Timer", call: "after: timer", into: &writer) { writer in
            writer.line("// Only the region of the timer's row acts; its `in(...)` reads the others as they are.")
            writer.line("var steps = RegionSteps()")
            writer.line("switch timer {")
            for region in plan.regions where !region.timers.isEmpty {
                writer.line("case " + region.timers.map { ".\(SwiftSyntax.identifier($0.name))" }.joined(separator: ", ") + ":")
                writer.indented { writer in
                    writer.line("let \(region.spelling.chosen) = \(region.spelling.chooser)(after: timer, state\(contextArgument))")
                    writeSteps([region], into: &writer)
                }
            }
            writer.line("}")
            return true
        }
    }

    /// The reducer a caller without a runtime uses: the regions' steps, their outcome.
    private func writePlain(_ parameter: String, call: String, into writer: inout SwiftCodeWriter) {
        writer.block("\(modifier)static func reduce(_ state: inout State, \(parameter)\(contextParameter)) -> Outcome {") { writer in
            writer.line("regionSteps(&state, \(call)\(contextArgument)).outcome()")
        }
    }

    /// The `regionsLeft:` variant, which names the regions whose `->` row fired, and the private
    /// `regionSteps` both reducers share; `body` writes the regions' lines and says whether any region acts.
    private func writeVariant(
        _ parameter: String, call: String, into writer: inout SwiftCodeWriter, body: (inout SwiftCodeWriter) -> Bool
    ) {
        writer.wrappingDeclaration(
            "\(modifier)static func reduce",
            parameters: "_ state: inout State, \(parameter)\(contextParameter), regionsLeft: inout Set<String>", tail: " -> Outcome"
        ) { writer in
            writer.line("let steps = regionSteps(&state, \(call)\(contextArgument))")
            for region in plan.regions where !region.eventRows.isEmpty || !region.timers.isEmpty {
                writer.line(
                    "if steps.\(region.spelling.leftFlag) { regionsLeft.insert(\(SwiftSyntax.stringLiteral(region.spelling.name))) }")
            }
            writer.line("return steps.outcome()")
        }
        writer.line()
        writer.line("/// Every acting region's row applied to `state`; the outcome and who left are read from the steps.")
        writer.wrappingDeclaration(
            "private static func regionSteps", parameters: "_ state: inout State, \(parameter)\(contextParameter)", tail: " -> RegionSteps"
        ) { writer in
            var lines = SwiftCodeWriter(depth: writer.depth)
            guard body(&lines) else {
                writer.line("RegionSteps()")
                return
            }
            writer.append(lines)
            writer.line("return steps")
        }
    }

    /// The chosen rows of `acting` applied in SCXML's order: exits, regions in reverse
    /// declaration order, while `state` is still the state before the event; the rows' own
    /// effects; then entries and moves, regions in declaration order.
    private func writeSteps(_ acting: [RegionPlan.Region], into writer: inout SwiftCodeWriter) {
        let context = plan.hasContext ? ", context: context" : ""
        let exitBefore = plan.exitsReadRegions ? ", before: state" : ""
        let entriesReadBefore = plan.entriesReadRegions && acting.contains(where: \.hasEntries)
        if entriesReadBefore { writer.line("let before = state") }
        for region in acting.reversed() where region.hasExits {
            let spelling = region.spelling
            writer.block("if case .transitioned(let next, _) = \(spelling.chosen) {") { writer in
                writer.line(
                    "\(spelling.exitEffects)(leaving: state.\(spelling.property), for: next\(exitBefore)\(context), into: &steps.effects)")
            }
        }
        for region in acting { writer.line("\(region.spelling.apply)(\(region.spelling.chosen), to: &steps)") }
        for region in acting {
            guard region.hasEntries else {
                writer.line("\(region.spelling.enter)(\(region.spelling.chosen), &state)")
                continue
            }
            let before = plan.entriesReadRegions ? ", before: before" : ""
            writer.line("\(region.spelling.enter)(\(region.spelling.chosen), &state\(before), &steps\(context))")
        }
    }
}

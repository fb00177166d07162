/// Writes `reduce` for a machine with regions. Every region chooses its row, by the rules of a
/// machine without regions, against the state before the event (`contentRow(on:_:)`, which its
/// `in(...)` reads too); then each region's row applies, regions in declaration order
/// (`applyContent`), gathering the effects in SCXML's order and the strongest outcome in a
/// `RegionSteps`. Each region is a line of `reduce` and functions of its own, so the type
/// checker's work grows with the regions in a line.
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
        let comments = [
            "Every region chooses against the state before the event, which its `in(...)` reads too;",
            "then each region's row applies to its own state, regions in declaration order.",
        ]
        writeVariant("on event: Event", call: "on: event", comments: comments, into: &writer) { writer in
            let acting = plan.regions.filter { !$0.eventRows.isEmpty }
            guard !acting.isEmpty else { return false }
            for region in acting {
                writer.line(applyCall(region, plan, row: "\(region.spelling.chooser)(on: event, before\(contextArgument))"))
            }
            return true
        }
        if machine.hasTimers { writeTimers(plan, into: &writer) }
        writer.line()
        RegionStepsWriter(machine: machine, plan: plan).write(into: &writer)
        let lookups = ReducerLookups(machine)
        for region in plan.regions where !region.eventRows.isEmpty || !region.timers.isEmpty {
            RegionChooserWriter(machine: machine, region: region, aliases: aliases, lookups: lookups).write(into: &writer)
            RegionStepsWriter(machine: machine, plan: plan).writeApply(region, into: &writer)
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
        let comments = ["Only the region of the timer's row acts; its `in(...)` reads the others as they are."]
        writeVariant("after timer: Timer", call: "after: timer", comments: comments, into: &writer) { writer in
            writer.line("switch timer {")
            for region in plan.regions where !region.timers.isEmpty {
                writer.line("case " + region.timers.map { ".\(SwiftSyntax.identifier($0.name))" }.joined(separator: ", ") + ":")
                writer.indented {
                    $0.line(applyCall(region, plan, row: "\(region.spelling.chooser)(after: timer, before\(contextArgument))"))
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
        _ parameter: String, call: String, comments: [String], into writer: inout SwiftCodeWriter,
        body: (inout SwiftCodeWriter) -> Bool
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
            for comment in comments { lines.line("// " + comment) }
            lines.line("let before = state")
            lines.line("var steps = RegionSteps()")
            guard body(&lines) else {
                writer.line("RegionSteps()")
                return
            }
            writer.append(lines)
            writer.line("return steps")
        }
    }

    private func applyCall(_ region: RegionPlan.Region, _ plan: RegionPlan, row: String) -> String {
        let before = plan.applyReadsBefore(region) ? ", before: before" : ""
        let context = plan.applyTakesContext(region) ? contextArgument : ""
        return "\(region.spelling.apply)(\(row), to: &state\(before), &steps\(context))"
    }
}

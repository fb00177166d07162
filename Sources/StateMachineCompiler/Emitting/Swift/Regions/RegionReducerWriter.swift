/// Writes `reduce` for a machine with regions: one switch on the event (or timer), in whose case
/// every region acting on it, in declaration order, chooses its row by the rules of a machine
/// without regions (the first for its state whose patterns and guard hold) and commits it in
/// place (``RegionRowWriter``), while a `RegionSteps` gathers the effects in SCXML's order and
/// the strongest outcome. Rows choose against the state before the event: a region's own state
/// is untouched until it commits, and `in(...)` reads a copy when a region before it may have moved.
struct RegionReducerWriter {
    let machine: Machine
    let modifier: String
    let plan: RegionPlan
    /// How the reducer's parts spell the spec's own types.
    let aliases: OwnTypeAliases

    private var contextParameter: String { machine.context == nil ? "" : ", context: Context" }
    private var contextArgument: String { machine.context == nil ? "" : ", context: context" }

    func write(into writer: inout SwiftCodeWriter) {
        writer.line("/// Applies `event` to `state`: every region fires its row (the first for the region's state and")
        writer.line("/// this event whose patterns and guard hold, chosen against the state before the event), and")
        writer.line("/// the rows apply together. Pure: effects are returned, never performed.")
        writePlain("on event: Event", call: "on: event", into: &writer)
        writer.line()
        writer.line(
            "/// `reduce(_:on:\(machine.context == nil ? "" : "context:"))`, adding to `regionsLeft` the name of each region whose row was a `->`"
        )
        writer.line("/// row (leaving its state, or re-entering it): a runtime restarts only their timers and activities.")
        var parts = ReducerParts(depth: writer.depth, aliases: aliases, prefix: "regionSteps")
        writeVariant("on event: Event", call: "on: event", into: &writer) { writer in
            RegionEventSwitchWriter(machine: machine, plan: plan).write(into: &writer, parts: &parts)
        }
        if machine.hasTimers { writeTimers(into: &writer) }
        RegionEventlessWriter(machine: machine, modifier: modifier, plan: plan).write(into: &writer, parts: &parts)
        writer.append(parts.writer)
        writer.line()
        RegionStepsWriter(machine: machine, plan: plan).write(into: &writer)
    }

    /// `reduce(_:after:)` and its `regionsLeft:` variant: only the region of the timer's row acts.
    private func writeTimers(into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// Applies the `after` row `timer` once its delay has passed: only the region holding its source")
        writer.line("/// acts, if it is still there and the row's guard holds now; `.unhandled` if it is elsewhere.")
        writePlain("after timer: Timer", call: "after: timer", into: &writer)
        writer.line()
        writer.line(
            "/// `reduce(_:after:\(machine.context == nil ? "" : "context:"))`, adding to `regionsLeft` the timer's region if its row was a `->` row."
        )
        writeVariant("after timer: Timer", call: "after: timer", into: &writer) { writer in
            // Only the region of the timer's row acts; its `in(...)` reads the others as they are.
            let timers = TimerReducerWriter(machine: machine, modifier: "", conformances: "")
            writer.line("switch timer {")
            for region in plan.regions {
                let subject = ReducerSubject.region(region, of: plan, readsBefore: false)
                for (row, name) in region.timers {
                    writer.line("case .\(SwiftSyntax.identifier(name)):")
                    writer.indented { timers.writeRow(row, subject: subject, into: &$0) }
                }
            }
            writer.line("}")
        }
    }

    /// The reducer a caller without a runtime uses: the regions' steps, their outcome.
    private func writePlain(_ parameter: String, call: String, into writer: inout SwiftCodeWriter) {
        writer.block("\(modifier)static func reduce(_ state: inout State, \(parameter)\(contextParameter)) -> Outcome {") { writer in
            guard machine.hasEventlessRows else {
                writer.line("regionSteps(&state, \(call)\(contextArgument)).outcome()")
                return
            }
            writer.line("var steps = regionSteps(&state, \(call)\(contextArgument))")
            writer.line("settle(&steps, &state\(contextArgument))")
            writer.line("return steps.outcome()")
        }
    }

    /// The `regionsLeft:` variant, which names the regions whose `->` row fired, and the private
    /// `regionSteps` both reducers share, whose switch `body` writes.
    private func writeVariant(
        _ parameter: String, call: String, into writer: inout SwiftCodeWriter, body: (inout SwiftCodeWriter) -> Void
    ) {
        writer.wrappingDeclaration(
            "\(modifier)static func reduce",
            parameters: "_ state: inout State, \(parameter)\(contextParameter), regionsLeft: inout Set<String>", tail: " -> Outcome"
        ) { writer in
            if machine.hasEventlessRows {
                writer.line("var steps = regionSteps(&state, \(call)\(contextArgument))")
                writer.line("settle(&steps, &state\(contextArgument))")
            } else {
                writer.line("let steps = regionSteps(&state, \(call)\(contextArgument))")
            }
            for region in plan.regions where region.acts {
                writer.line(
                    "if steps.\(region.spelling.leftFlag) { regionsLeft.insert(\(SwiftSyntax.stringLiteral(region.spelling.name))) }")
            }
            writer.line("return steps.outcome()")
        }
        writer.line()
        writer.line("/// Every acting region's row committed to `state`; the outcome and who left are read from the steps.")
        writer.line("/// Inlined into both reducers, so that the steps are never copied.")
        writer.line("@inline(__always)")
        writer.wrappingDeclaration(
            "private static func regionSteps", parameters: "_ state: inout State, \(parameter)\(contextParameter)", tail: " -> RegionSteps"
        ) { writer in
            writer.line("var steps = RegionSteps()")
            body(&writer)
            writer.line("return steps")
        }
    }
}

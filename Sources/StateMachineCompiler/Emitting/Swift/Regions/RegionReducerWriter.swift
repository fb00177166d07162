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
        var parts = ReducerParts(depth: writer.depth, aliases: aliases, prefix: "regionSteps")
        if machine.events.isEmpty {
            // No event exists: any statement reading one is code the compiler warns never runs.
            writer.block("\(modifier)static func reduce(_ state: inout State, on event: Event\(contextParameter)) -> Outcome {") {
                $0.line(SwiftSyntax.noEventComment)
            }
        } else {
            // A machine whose regions move only by `always` rows and timers has no event to switch on.
            let acts = plan.regions.contains { region in region.eventRows.contains { machine.rows[$0].event != nil } }
            writeReducer("on event: Event", call: "on: event", acts: acts, into: &writer) { writer in
                RegionEventSwitchWriter(machine: machine, plan: plan).write(into: &writer, parts: &parts)
            }
        }
        if machine.hasTimers { writeTimers(into: &writer) }
        RegionEventlessWriter(machine: machine, modifier: modifier, plan: plan).write(into: &writer, parts: &parts)
        writer.append(parts.writer)
        writer.line()
        RegionStepsWriter(machine: machine, plan: plan).write(into: &writer)
    }

    /// `reduce(_:after:)`: only the region of the timer's row acts.
    private func writeTimers(into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// Applies the `after` row `timer` once its delay has passed: only the region holding its source")
        writer.line("/// acts, if it is still there and the row's guard holds now; `.unhandled` if it is elsewhere.")
        writeReducer("after timer: Timer", call: "after: timer", acts: true, into: &writer) { writer in
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

    /// The reducer, the regions' steps' outcome, and the `regionSteps` it shares with a runtime
    /// conformance, which reads from the steps which regions left (``RuntimeConformanceEmitter``);
    /// `body` writes the steps' switch.
    private func writeReducer(
        _ parameter: String, call: String, acts: Bool, into writer: inout SwiftCodeWriter, body: (inout SwiftCodeWriter) -> Void
    ) {
        writer.block("\(modifier)static func reduce(_ state: inout State, \(parameter)\(contextParameter)) -> Outcome {") { writer in
            guard machine.hasEventlessRows else {
                writer.line("regionSteps(&state, \(call)\(contextArgument)).outcome()")
                return
            }
            writer.line("var steps = regionSteps(&state, \(call)\(contextArgument))")
            writer.line("settle(&steps, &state\(contextArgument))")
            writer.line("return steps.outcome()")
        }
        writer.line()
        writer.line("/// Every acting region's row committed to `state`; the outcome and the regions left are read from")
        writer.line("/// the steps. Inlined into the reducer and a runtime's `apply`, so that the steps are never copied.")
        writer.line("@inline(__always)")
        writer.wrappingDeclaration(
            "static func regionSteps", parameters: "_ state: inout State, \(parameter)\(contextParameter)", tail: " -> RegionSteps"
        ) { writer in
            guard acts else {
                writer.line("RegionSteps()")
                return
            }
            writer.line("var steps = RegionSteps()")
            body(&writer)
            writer.line("return steps")
        }
    }
}

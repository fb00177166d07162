extension RuntimeConformanceEmitter {
    /// For a machine with regions: `apply(_:to:context:regionsLeft:)`, the store's one way in,
    /// which runs the machine's own steps for the event or timer and reports, typed, each region
    /// whose `->` row fired. Without it the runtime's default would apply the input and report no
    /// region left, so no region's timers or activities would ever restart.
    static func writesApply(_ machine: Machine) -> Bool {
        // Without events or timers no input exists, and the runtime's default is never called.
        machine.hasRegions && (!machine.events.isEmpty || machine.hasTimers)
    }

    static func writeApply(_ machine: Machine, modifier: String, into writer: inout SwiftCodeWriter) {
        let context = machine.context == nil ? "Void" : "Context"
        let contextArgument = machine.context == nil ? "" : ", context: context"
        let plan = RegionPlan(machine)
        writer.line("/// Applies `input` as `reduce` does, and adds to `regionsLeft` each region whose row was a `->` row")
        writer.line("/// (leaving its state, or re-entering it): the store restarts only their timers and activities.")
        writer.wrappingDeclaration(
            "\(modifier)static func apply",
            parameters: "_ input: StateMachineRuntime.EventRecord<\(SwiftSyntax.identifier(machine.name))>.Input, to state: inout State, "
                + "context: \(context), regionsLeft: inout Set<Region>",
            tail: " -> Outcome"
        ) { writer in
            let binding = machine.hasEventlessRows ? "var" : "let"
            if machine.events.isEmpty {
                // `Event` has no case: every input is a timer.
                writer.line("guard case .timer(let timer) = input else { return .unhandled }")
                writer.line("\(binding) steps = regionSteps(&state, after: timer\(contextArgument))")
            } else if machine.hasTimers {
                writer.line("\(binding) steps: RegionSteps")
                writer.line("switch input {")
                writer.line("case .event(let event): steps = regionSteps(&state, on: event\(contextArgument))")
                writer.line("case .timer(let timer): steps = regionSteps(&state, after: timer\(contextArgument))")
                writer.line("}")
            } else {
                // `Timer` is `Never`: every input is an event.
                writer.line("guard case .event(let event) = input else { return .unhandled }")
                writer.line("\(binding) steps = regionSteps(&state, on: event\(contextArgument))")
            }
            // The `always` rows the step leads to, whose regions leave their states too.
            if machine.hasEventlessRows { writer.line("settle(&steps, &state\(contextArgument))") }
            for region in plan.regions where region.acts {
                writer.line("if steps.\(region.spelling.leftFlag) { regionsLeft.insert(.\(region.spelling.caseName)) }")
            }
            writer.line("return steps.outcome()")
        }
    }
}

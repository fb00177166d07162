/// Writes what a machine with regions does with its `always` rows: after a step that changed the
/// state, and at the start (`start(_:)`), each region in declaration order takes the first
/// `always` row of its state whose patterns and guard hold, committed in place as a `->` row of its
/// own (its exits, its effects, its entries), reading the regions as the rows before it left them;
/// the passes repeat until no region's row holds. A machine without `always` rows gets none of it.
struct RegionEventlessWriter {
    let machine: Machine
    let modifier: String
    let plan: RegionPlan

    private var contextParameter: String { machine.context == nil ? "" : ", context: Context" }
    private var contextArgument: String { machine.context == nil ? "" : ", context: context" }

    func write(into writer: inout SwiftCodeWriter, parts: inout ReducerParts) {
        guard machine.hasEventlessRows else { return }
        writer.line()
        writer.line("/// Where a runtime starts the machine in `state`: every region's entry effects, then the `always`")
        writer.line("/// rows that hold there, which move `state` on as after any step.")
        writer.block("\(modifier)static func start(_ state: inout State\(contextParameter)) -> [Effect] {") { writer in
            let entries = machine.usesStateStructure ? "entryEffects(of: state\(contextArgument))" : "[]"
            writer.line("var steps = RegionSteps(effects: \(entries))")
            writer.line("takeEventlessRows(&state, steps: &steps\(contextArgument))")
            writer.line("return steps.effects")
        }
        writer.line()
        writer.line("/// A step that changed the state is followed by the `always` rows that hold; their effects follow")
        writer.line("/// the step's, and the outcome is then `.transitioned`.")
        writer.block("static func settle(_ steps: inout RegionSteps, _ state: inout State\(contextParameter)) {") { writer in
            writer.line("guard steps.transitioned\(plan.hasUpdates ? " || steps.updated" : "") else { return }")
            writer.line("takeEventlessRows(&state, steps: &steps\(contextArgument))")
        }
        writeTaking(into: &writer)
        for region in plan.regions where !region.eventlessRows.isEmpty { writeChooser(region, into: &writer, parts: &parts) }
    }

    /// The passes over the regions; they end because the checker refuses every cycle of `always` rows.
    private func writeTaking(into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// Takes the `always` rows that hold, each region in declaration order, until none does.")
        writer.line("/// Each region's rows lead in no cycle (the checker refuses one), so this ends.")
        writer.wrappingDeclaration(
            "private static func takeEventlessRows", parameters: "_ state: inout State, steps: inout RegionSteps\(contextParameter)",
            tail: ""
        ) { writer in
            writer.line("var tookOne = true")
            writer.block("while tookOne {") { writer in
                writer.line("tookOne = false")
                for region in plan.regions where !region.eventlessRows.isEmpty {
                    writer.line("var \(chooserName(region))Steps = RegionSteps()")
                    writer.line("\(chooserName(region))(&state, steps: &\(chooserName(region))Steps\(contextArgument))")
                    writer.block("if \(chooserName(region))Steps.transitioned {") { writer in
                        writer.line("steps.effects += \(chooserName(region))Steps.effects")
                        writer.line("steps.transitioned = true")
                        writer.line("steps.\(region.spelling.leftFlag) = true")
                        writer.line("tookOne = true")
                    }
                }
            }
        }
    }

    private func chooserName(_ region: RegionPlan.Region) -> String {
        region.spelling.name + "Eventless"
    }

    /// The first `always` row of the region's state whose patterns and guard hold, committed in place.
    private func writeChooser(_ region: RegionPlan.Region, into writer: inout SwiftCodeWriter, parts: inout ReducerParts) {
        let lookups = ReducerLookups(machine)
        writer.line()
        writer.line("/// The first `always` row of region `\(region.spelling.name)` whose patterns and guard hold, as a `->` row.")
        writer.wrappingDeclaration(
            "private static func \(chooserName(region))", parameters: "_ state: inout State, steps: inout RegionSteps\(contextParameter)",
            tail: ""
        ) { writer in
            StateSwitchWriter(
                machine: machine, event: EventlessReducerWriter.noEvent, rows: region.eventlessRows, eventBindings: .none,
                reserved: ["state", "context", "next", "steps"], referencedNames: lookups.referencedNames,
                statePatterns: lookups.statePatterns, subject: .region(region, of: plan, readsBefore: false)
            ).write(into: &writer, parts: &parts)
        }
    }
}

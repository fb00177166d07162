/// Writes what a machine without regions does with its `always` rows: `reduce(_:on:)` and
/// `reduce(_:after:)` apply their rows (`reduceRows`), then, when the state changed, take the
/// `always` rows that hold (`settled`); `start(_:)` does the same for a runtime starting the
/// machine. A machine without `always` rows gets none of it.
struct EventlessReducerWriter {
    let machine: Machine
    let modifier: String

    /// What a switch on `always` rows passes for the event it has not: no event's index.
    static let noEvent = -1

    private var contextParameter: String { machine.context == nil ? "" : ", context: Context" }
    private var contextArgument: String { machine.context == nil ? "" : ", context: context" }

    /// The public `reduce` that settles after the rows, when the machine has `always` rows; returns
    /// the head of the function the rows are written in: that `reduce`, or the private `reduceRows`.
    /// `input`: the label and parameter after the state, `on event: Event` or `after timer: Timer`.
    func writeSettlingReducer(on input: String, into writer: inout SwiftCodeWriter) -> String {
        guard machine.hasEventlessRows else { return "\(modifier)static func reduce" }
        let words = input.split(separator: " ")
        let label = words.first ?? ""
        let argument = words.dropFirst().first?.dropLast() ?? ""
        writer.line("/// Then, when the state changed, the `always` rows that hold (see `settled`).")
        writer.block("\(modifier)static func reduce(_ state: inout State, \(input)\(contextParameter)) -> Outcome {") { writer in
            writer.line("settled(reduceRows(&state, \(label): \(argument)\(contextArgument)), &state\(contextArgument))")
        }
        writer.line()
        writer.line("/// The rows `reduce(_:\(label):)` applies before the `always` rows.")
        return "private static func reduceRows"
    }

    func write(into writer: inout SwiftCodeWriter) {
        guard machine.hasEventlessRows else { return }
        let updates = machine.rows.contains(where: \.updatesInPlace)
        writer.line()
        writer.line("/// Where a runtime starts the machine in `state`: its entry effects, then the `always` rows that")
        writer.line("/// hold there, which move `state` on as after any step.")
        writer.block("\(modifier)static func start(_ state: inout State\(contextParameter)) -> [Effect] {") { writer in
            let entries = machine.usesStateStructure ? "entryEffects(of: state\(contextArgument))" : "[Effect]()"
            writer.line("var effects = \(entries)")
            writer.line("takeEventlessRows(&state, effects: &effects\(contextArgument))")
            writer.line("return effects")
        }
        writer.line()
        writer.line("/// A step that changed the state (a `->`\(updates ? " or `stays`" : "") row) is followed by the `always` rows that")
        writer.line("/// hold; their effects follow the step's, and the outcome is then `.transitioned`.")
        writer.block("private static func settled(_ outcome: Outcome, _ state: inout State\(contextParameter)) -> Outcome {") { writer in
            writer.line("var effects: [Effect]")
            writer.line("switch outcome {")
            writer.line("case .transitioned(let stepEffects)\(updates ? ", .updated(let stepEffects)" : ""):")
            writer.indented { $0.line("effects = stepEffects") }
            writer.line("default:")
            writer.indented { $0.line("return outcome") }
            writer.line("}")
            writer.line("guard takeEventlessRows(&state, effects: &effects\(contextArgument)) else { return outcome }")
            writer.line("return .transitioned(effects: effects)")
        }
        writeTaking(into: &writer)
        writeChooser(into: &writer)
    }

    /// The loop over the chooser; it ends because the checker refuses every cycle of `always` rows.
    private func writeTaking(into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// Takes the `always` rows that hold from `state` on, adding their effects; whether it took one.")
        writer.line("/// The rows lead in no cycle (the checker refuses one), so this ends.")
        writer.line("@discardableResult")
        writer.wrappingDeclaration(
            "private static func takeEventlessRows", parameters: "_ state: inout State, effects: inout [Effect]\(contextParameter)",
            tail: " -> Bool"
        ) { writer in
            writer.line("var tookOne = false")
            writer.block("while case .transitioned(let rowEffects) = reduceEventless(&state\(contextArgument)) {") { writer in
                writer.line("tookOne = true")
                writer.line("effects += rowEffects")
            }
            writer.line("return tookOne")
        }
    }

    /// The first `always` row of the state whose patterns and guard hold, applied as a `->` row.
    private func writeChooser(into writer: inout SwiftCodeWriter) {
        let rows = machine.rows.indices.filter { machine.rows[$0].isEventless }
        let lookups = ReducerLookups(machine)
        var parts = ReducerParts(depth: writer.depth, aliases: OwnTypeAliases(machine: machine, codable: false), prefix: "reduceEventless")
        writer.line()
        writer.line("/// The first `always` row of `state` whose patterns and guard hold, applied as a `->` row.")
        writer.block("private static func reduceEventless(_ state: inout State\(contextParameter)) -> Outcome {") { writer in
            StateSwitchWriter(
                machine: machine, event: Self.noEvent, rows: rows, eventBindings: .none, reserved: ["state", "context"],
                referencedNames: lookups.referencedNames, statePatterns: lookups.statePatterns
            ).write(into: &writer, parts: &parts)
        }
        writer.append(parts.writer)
    }
}

/// Writes the accessors a view reads a state with, in an extension of each state type (see
/// ``StateAccessors``): `isNAME` per state, and `LABEL` per payload label of one type.
struct StateAccessorsWriter {
    let machine: Machine
    let modifier: String
    let aliases: OwnTypeAliases

    func write(into writer: inout SwiftCodeWriter) {
        let owner = SwiftSyntax.identifier(machine.name)
        for (index, accessors) in machine.stateAccessors.enumerated() {
            let type = machine.hasRegions ? "\(owner).State.\(RegionSpelling(index, of: machine).typeName)" : "\(owner).State"
            writer.line()
            writer.line("/// What a view reads of a state without `if case`: which state it is, and the values its states carry.")
            writer.block("extension \(type) {") { writer in
                for (position, flag) in accessors.flags.enumerated() {
                    if position > 0 { writer.line() }
                    writeFlag(flag, of: accessors, into: &writer)
                }
                for value in accessors.values {
                    writer.line()
                    writeValue(value, of: accessors, into: &writer)
                }
            }
        }
    }

    private func caseName(_ state: Int) -> String { "." + SwiftSyntax.identifier(machine.stateName(state)) }

    private func writeFlag(_ flag: StateAccessors.Flag, of accessors: StateAccessors, into writer: inout SwiftCodeWriter) {
        writer.line("/// True in state `\(machine.stateName(flag.state))`.")
        writer.block("\(modifier)var \(SwiftSyntax.identifier(flag.name)): Bool {") { writer in
            guard accessors.states.count > 1 else {
                writer.line("true")
                return
            }
            writer.line("if case \(caseName(flag.state)) = self { true } else { false }")
        }
    }

    private func writeValue(_ value: StateAccessors.Value, of accessors: StateAccessors, into writer: inout SwiftCodeWriter) {
        let carriers = value.carriers.map { machine.stateName($0.state) }
        let label = SwiftSyntax.identifier(value.label)
        let others = value.carriers.count < accessors.states.count
        writer.line(
            "/// `\(value.label)` in state\(carriers.count == 1 ? "" : "s") \(carriers.map { "`\($0)`" }.joined(separator: ", "))"
                + (others ? "; `nil` in the others." : "."))
        writer.block("\(modifier)var \(label): \(aliases.spelling(of: value.type, qualifiedBy: SwiftSyntax.identifier(machine.name)))? {") {
            writer in
            func pattern(_ carrier: StateAccessors.Carrier) -> String {
                let count = machine.states[carrier.state].parameters.count
                let bindings = (0..<count).map { $0 == carrier.position ? "let \(label)" : "_" }
                return "\(caseName(carrier.state))(\(bindings.joined(separator: ", ")))"
            }
            if others, let only = value.carriers.first, value.carriers.count == 1 {
                writer.line("if case \(pattern(only)) = self { \(label) } else { nil }")
                return
            }
            // Proving hundreds of payload cases exhaustive takes the compiler minutes: past the
            // reducer's limit, the last carrier is read in `default` instead of listed.
            let listsLast = others || value.carriers.count <= ReducerWriter.exhaustiveLimit
            writer.line("switch self {")
            for carrier in listsLast ? value.carriers[...] : value.carriers.dropLast() {
                writer.line("case \(pattern(carrier)):")
                writer.indented { $0.line("return \(label)") }
            }
            if others {
                writer.line("default:")
                writer.indented { $0.line("return nil") }
            } else if !listsLast, let last = value.carriers.last {
                writer.line("default:")
                writer.indented { writer in
                    writer.line("guard case \(pattern(last)) = self else { return nil }")
                    writer.line("return \(label)")
                }
            }
            writer.line("}")
        }
    }
}

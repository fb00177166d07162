/// Writes `State` for a machine with regions: a struct with one property per region, named
/// after it, typed by an enum of the region's states nested in `State` and named after the
/// region capitalised (`var content: Content`); a memberwise initializer in declaration order;
/// and `static let initial` when every region's initial state is spelled by the spec alone.
struct RegionStateWriter {
    let machine: Machine
    let spelling: SwiftMachineEmitter.Spelling

    func write(into writer: inout SwiftCodeWriter) {
        let modifier = spelling.modifier
        let regions = machine.regions.indices.map { RegionSpelling($0, of: machine) }
        let statesByRegion = machine.statesByRegion
        let groupsByRegion = StateStructureWriter.groupsInsideRegions(of: machine)
        writer.line("/// The machine is in one state of each region at once: one property per region.")
        writer.block("\(modifier)struct State: \(spelling.conformances) {") { writer in
            for (number, region) in regions.enumerated() {
                SwiftMachineEmitter.writeCases(
                    region.typeName,
                    doc: "Region `\(region.name)`: mutually exclusive phases, each carrying exactly the data valid in it.",
                    statesByRegion[number].map { machine.states[$0] }, spelling, into: &writer
                ) { writer in
                    StateStructureWriter(machine: machine, modifier: modifier)
                        .writeGroupProperties(into: &writer, region: (statesByRegion[number], groupsByRegion[number]))
                }
                writer.line()
            }
            for region in regions {
                writer.line("/// Where region `\(region.name)` is.")
                writer.line("\(modifier)var \(region.property): \(region.typeName)")
            }
            writer.line()
            writeInitializer(regions, modifier: modifier, into: &writer)
            writeInitial(regions, modifier: modifier, into: &writer)
        }
    }

    /// `init(content:refresh:)`, one parameter a line when they do not fit on one.
    private func writeInitializer(_ regions: [RegionSpelling], modifier: String, into writer: inout SwiftCodeWriter) {
        let parameters = regions.map { "\(SwiftSyntax.argumentLabel($0.name)): \($0.typeName)" }
        let oneLine = "\(modifier)init(\(parameters.joined(separator: ", "))) {"
        if writer.fits(oneLine) {
            writer.line(oneLine)
        } else {
            writer.line("\(modifier)init(")
            writer.indented { writer in
                for (index, parameter) in parameters.enumerated() { writer.line(parameter + (index < parameters.count - 1 ? "," : "")) }
            }
            writer.line(") {")
        }
        writer.indented { writer in
            for region in regions { writer.line("self.\(region.property) = \(region.property)") }
        }
        writer.line("}")
    }

    /// `static let initial`, when every region's initial state has no payload or literal values.
    private func writeInitial(_ regions: [RegionSpelling], modifier: String, into writer: inout SwiftCodeWriter) {
        var arguments: [String] = []
        for (region, initial) in zip(regions, machine.regionInitials) {
            guard let values = initial.arguments else { return }
            let state = machine.states[initial.state]
            let spelled = zip(state.parameters, values).map { "\(SwiftSyntax.argumentLabel($0.name)): \(SwiftSyntax.literal($1))" }
            let payload = spelled.isEmpty ? "" : "(\(spelled.joined(separator: ", ")))"
            arguments.append("\(SwiftSyntax.argumentLabel(region.name)): .\(SwiftSyntax.identifier(state.name))\(payload)")
        }
        writer.line()
        writer.line("/// Where the machine starts.")
        let oneLine = "\(modifier)static let initial = State(\(arguments.joined(separator: ", ")))"
        guard !writer.fits(oneLine) else {
            writer.line(oneLine)
            return
        }
        writer.block("\(modifier)static let initial = State(", closing: ")") { writer in
            for (index, argument) in arguments.enumerated() { writer.line(argument + (index < arguments.count - 1 ? "," : "")) }
        }
    }
}

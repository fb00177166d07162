import StateMachineCompiler

/// Where a diagram's start marker points: the machine's initial state, or in a machine with
/// regions one marker per region, since each region starts in a state of its own.
struct DiagramStart {
    let state: Int
    /// The literal values of `initial NAME(...)`, shown on the start edge.
    let label: String?
    /// The group of the region this marker starts; `nil` in a machine without regions.
    let region: Int?

    /// One marker per region in declaration order, or the one initial state.
    static func starts(of machine: Machine) -> [DiagramStart] {
        guard machine.hasRegions else { return [DiagramStart(machine.initial, region: nil)] }
        return zip(machine.regions, machine.regionInitials).map { DiagramStart($1, region: $0) }
    }

    private init(_ initial: InitialState, region: Int?) {
        state = initial.state
        label = initial.arguments.flatMap { arguments in
            arguments.isEmpty ? nil : "(\(arguments.map(\.specText).joined(separator: ", ")))"
        }
        self.region = region
    }
}

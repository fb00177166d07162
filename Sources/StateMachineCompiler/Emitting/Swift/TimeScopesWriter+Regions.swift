/// `scopes(of:context:)` for a machine with orthogonal regions: every region's scopes, regions in
/// declaration order, outermost first within a region (the region itself, its groups, the
/// state's case), each marked with its region, so that a store leaves them only on a `->` row
/// of that region. A group's states are listed by name rather than read through a group
/// property, so the conformance reads nothing of `State` but its regions' properties.
extension TimeScopesWriter {
    func writeRegionScopes(_ work: [Source: Work], into writer: inout SwiftCodeWriter) {
        let name = SwiftSyntax.identifier(machine.name)
        let scopeType = "StateMachineRuntime.StateScope<\(name)>"
        let context = machine.context == nil ? "Void" : "Context"
        writer.line("/// The timers (`after`) and activities (`during`) of each scope `state` is in, every region's in")
        writer.line("/// declaration order, outermost first: a store arms and starts them on entering a scope, and")
        writer.line("/// cancels them when a `->` row of the scope's region leaves it.")
        // Timers are `Duration`s, which the runtime's floor predates.
        writer.line("@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)")
        writer.block("\(modifier)static func scopes(of state: State, context: \(context)) -> [\(scopeType)] {") { writer in
            writer.line("var scopes: [\(scopeType)] = []")
            for region in machine.regions { writeRegion(region, work, into: &writer) }
            writer.line("return scopes")
        }
    }

    private func writeRegion(_ region: Int, _ work: [Source: Work], into writer: inout SwiftCodeWriter) {
        let regionName = machine.groups[region].name
        let property = "state." + SwiftSyntax.identifier(regionName)
        let states = machine.membership.states(inGroup: region)
        let regionOfState = machine.regionOfState
        let number = machine.regions.firstIndex(of: region)
        // A group belongs to its first state's region, as the checker places its `during` declarations.
        for group in machine.membership.groupsOutermostFirst {
            guard let groupWork = work[.group(group)], let first = machine.membership.states(inGroup: group).first,
                regionOfState[first] == number
            else { continue }
            let live = machine.membership.states(inTimeScope: .group(group)).filter(states.contains)
            let scope = scope(machine.groups[group].name, kind: "group", region: regionName, groupWork, state: nil, bindings: .none)
            if live.count == states.count {
                scope.write(into: &writer)
            } else if !live.isEmpty {
                // Like a group's `->` rows, its work sits out in its final states.
                writer.line("switch \(property) {")
                writer.line("case \(live.map { "." + SwiftSyntax.identifier(machine.states[$0].name) }.joined(separator: ", ")):")
                writer.indented { scope.write(into: &$0) }
                writer.line("default:")
                writer.indented { $0.line("break") }
                writer.line("}")
            }
        }
        let working = states.filter { work[.state($0)] != nil }
        guard !working.isEmpty else { return }
        writer.line("switch \(property) {")
        for state in working { writeStateCase(state, work[.state(state)] ?? Work(), region: regionName, into: &writer) }
        if working.count < states.count {
            writer.line("default:")
            writer.indented { $0.line("break") }
        }
        writer.line("}")
    }
}

extension RuntimeConformanceEmitter {
    enum ReducerInput {
        case event, timer
    }

    /// For a machine with regions and without a context: the `regionsLeft:` spelling the store
    /// calls, forwarded to the machine's own. Without it the runtime's default would apply the
    /// event and report no region left, so no region's timers or activities would ever restart.
    static func writeRegionsLeftForwarding(_ input: ReducerInput, modifier: String, into writer: inout SwiftCodeWriter) {
        let (parameter, call) =
            switch input {
            case .event: ("on event: Event", "on: event")
            case .timer: ("after timer: Timer", "after: timer")
            }
        writer.line()
        let parameters = "_ state: inout State, \(parameter), context: Void, regionsLeft: inout Set<String>"
        writer.wrappingDeclaration("\(modifier)static func reduce", parameters: parameters, tail: " -> Outcome") { writer in
            writer.line("reduce(&state, \(call), regionsLeft: &regionsLeft)")
        }
    }
}

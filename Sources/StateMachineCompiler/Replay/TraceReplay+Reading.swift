// The trace's names and values as the interpreter's: a name the spec no longer declares, or a
// value it cannot reproduce, makes the step one the spec cannot replay.

extension TraceReplay {
    mutating func states(_ snapshot: Trace.Snapshot) -> Result<[RuntimeCase], Unreplayable> {
        var states: [RuntimeCase] = []
        for (region, regionName) in regions.enumerated() {
            guard let name = snapshot.states[regionName] else {
                return .failure(Unreplayable(message: "the trace gives no state for '\(regionName)'"))
            }
            let inRegion = machine.stateRegions.indices.contains(region) ? machine.stateRegions[region] : []
            guard let index = inRegion.first(where: { machine.states[$0].name == name }) else {
                return .failure(
                    Unreplayable(message: "declares no state '\(name)'" + (machine.hasRegions ? " in region '\(regionName)'" : "")))
            }
            let recorded = snapshot.fields?[regionName] ?? [:]
            switch values(recorded, of: machine.states[index].parameters, in: "state '\(name)'") {
            case .success(let values): states.append(RuntimeCase(index, values))
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(states)
    }

    mutating func context(_ recorded: [String: TraceJSON]) -> Result<[RuntimeValue], Unreplayable> {
        values(recorded, of: machine.context ?? [], in: "the context")
    }

    mutating func input(_ input: Trace.Input) -> Result<ReplayInput, Unreplayable> {
        switch input {
        case .timer(let name):
            guard let timer = machine.timerNames.firstIndex(of: name) else {
                return .failure(Unreplayable(message: "has no timer '\(name)'"))
            }
            return .success(.timer(timer))
        case .event(let name, let fields):
            guard let index = machine.events.firstIndex(where: { $0.name == name }) else {
                return .failure(Unreplayable(message: "declares no event '\(name)'"))
            }
            let declared = machine.events[index].parameters
            if let unknown = fields.keys.sorted().first(where: { label in !declared.contains { $0.name == label } }) {
                return .failure(Unreplayable(message: "event '\(name)' has no field '\(unknown)'"))
            }
            return values(fields, of: declared, in: "event '\(name)'").map { .event(RuntimeCase(index, $0)) }
        }
    }

    /// One value per declared field, in declaration order.
    private mutating func values(_ recorded: [String: TraceJSON], of fields: [Field], in owner: String) -> Result<
        [RuntimeValue], Unreplayable
    > {
        var values: [RuntimeValue] = []
        for field in fields {
            guard let json = recorded[field.name] else {
                return .failure(Unreplayable(message: "\(owner) has a field '\(field.name)' the trace does not give"))
            }
            switch mapping.value(json, of: field) {
            case .success(let value): values.append(value)
            case .failure(let problem): return .failure(Unreplayable(message: "\(owner): \(problem.message)"))
            }
        }
        return .success(values)
    }
}

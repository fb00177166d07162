extension RegionTableBuilder {
    /// Each `after` row's timer fired in every state of its source's region, as ``TimerTable``
    /// fires it, with the other regions in their initial states and, for each `in(...)` of its
    /// guard, in the state the test names.
    func timerCases() -> [RegionCase] {
        var collector = RegionCaseCollector()
        for (timer, row) in machine.timedRows.enumerated() {
            guard let source = machine.membership.candidateStates(of: row).first,
                let region = machine.regionOfState[source], machine.statesByRegion.indices.contains(region)
            else { continue }
            let variants = [representatives] + (row.guardExpression?.regionTests ?? []).map(\.test).compactMap(standing(in:))
            for state in machine.statesByRegion[region] {
                for others in variants {
                    for (input, reason) in TimerTable.inputs(firing: timer, row, in: state, machine, reading(others)) {
                        var states = others
                        states[region] = input.state
                        collector.add(states, .timer(timer), input.context, source: input.state.index, reason)
                    }
                }
            }
        }
        return collector.keys.compactMap { key in
            guard case .timer(let timer) = key.trigger else { return nil }
            return collector.regionCase(key, try? interpreter.step(from: key.states, after: timer, context: key.context), machine)
        }
    }
}

extension TableWriter {
    /// The cases of a machine with regions grouped per source state, regions in declaration
    /// order and each region's states in theirs, laid out like an ordinary machine's.
    mutating func regionGroups(_ cases: [RegionCase], indentation: Int) -> [(state: Int, lines: [String])] {
        let bySource = Dictionary(grouping: cases, by: \.source)
        return machine.statesByRegion.flatMap { $0 }.compactMap { state in
            guard let group = bySource[state] else { return nil }
            return (state, regionLines(group, call: "entry(", indentation: indentation))
        }
    }

    /// The timer cases of a machine with regions grouped per timer, in the `Timer` enum's order.
    mutating func regionTimerGroups(_ cases: [RegionCase], indentation: Int) -> [(timer: Int, lines: [String])] {
        let byTimer = Dictionary(grouping: cases) { entry -> Int in if case .timer(let timer) = entry.trigger { timer } else { -1 } }
        return machine.timerNames.indices.compactMap { timer in
            guard let group = byTimer[timer] else { return nil }
            return (timer, regionLines(group, call: "timer(", indentation: indentation))
        }
    }

    private mutating func regionLines(_ group: [RegionCase], call: String, indentation: Int) -> [String] {
        var cells: [[String]] = []
        for entry in group { cells.append(regionCells(entry)) }
        let comments = group.map { "  // " + comment($0.reasons) }
        return Self.lines(cells, comments: comments, call: call, indentation: indentation)
    }

    /// The arguments of one `entry(...)` or `timer(...)` call, each but the last with its comma.
    private mutating func regionCells(_ entry: RegionCase) -> [String] {
        var cells = [spell(regions: entry.states) + ","]
        switch entry.trigger {
        case .event(let event): cells.append(spell(event, in: machine.events) + ",")
        case .timer(let timer):
            let names = machine.timerNames
            cells.append("." + SwiftSyntax.identifier(names.indices.contains(timer) ? names[timer] : "") + ",")
        }
        if machine.context != nil { cells.append(contextName(entry.context) + ",") }
        cells.append(outcome(entry.outcome) + ",")
        cells.append(spell(regions: entry.next))
        return cells
    }

    /// `ArticleList.State(content: .loaded(items: ...), refresh: .idle)`: one state per region.
    mutating func spell(regions states: [RuntimeCase]) -> String {
        var arguments: [String] = []
        for (region, state) in states.enumerated() {
            arguments.append("\(SwiftSyntax.argumentLabel(machine.regionName(region))): \(spell(state, in: machine.states))")
        }
        return "\(SwiftSyntax.identifier(machine.name)).State(" + arguments.joined(separator: ", ") + ")"
    }

    /// A state as the tests spell it: the case of a machine without regions, or one state per region.
    mutating func spell(configuration states: [RuntimeCase]) -> String {
        guard machine.hasRegions else { return states.map { spell($0, in: machine.states) }.joined() }
        return spell(regions: states)
    }
}

extension TableWriter {
    /// The timer cases grouped per timer, in the `Timer` enum's order, each as the lines of
    /// its array body: one `timer(...)` call per case, laid out like the event cases.
    mutating func timerGroups(_ cases: [TimerCase], indentation: Int) -> [(timer: Int, lines: [String])] {
        let names = machine.timerNames
        let byTimer = Dictionary(grouping: cases, by: \.timer)
        return names.indices.compactMap { timer in
            guard let group = byTimer[timer] else { return nil }
            var cells: [[String]] = []
            for entry in group { cells.append(timerCells(entry, named: names[timer])) }
            let comments = group.map { "  // " + comment($0.reasons) }
            return (timer, Self.lines(cells, comments: comments, call: "timer(", indentation: indentation))
        }
    }

    /// The arguments of one `timer(...)` call, each but the last with its comma.
    private mutating func timerCells(_ entry: TimerCase, named name: String) -> [String] {
        var cells = [spell(entry.state, in: machine.states) + ",", "." + SwiftSyntax.identifier(name) + ","]
        if machine.context != nil { cells.append(contextName(entry.context) + ",") }
        cells.append(outcome(entry.outcome) + ",")
        cells.append(spell(entry.next, in: machine.states))
        return cells
    }
}

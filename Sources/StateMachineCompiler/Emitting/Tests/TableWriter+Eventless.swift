extension TableWriter {
    /// The `settle(state, context, effects, next),` calls of the `always` table, each with the
    /// comment that says why it is there.
    mutating func eventlessLines(_ cases: [EventlessCase], indentation: Int) -> [String] {
        var cells: [[String]] = []
        for entry in cases {
            var row = [spell(entry.state, in: machine.states) + ","]
            if machine.context != nil { row.append(contextName(entry.context) + ",") }
            row.append("[" + entry.effects.map { spell($0, in: machine.effects) }.joined(separator: ", ") + "],")
            row.append(spell(entry.next, in: machine.states))
            cells.append(row)
        }
        return Self.lines(cells, comments: cases.map { "  // " + comment($0.reasons) }, call: "settle(", indentation: indentation)
    }
}

@testable import StateMachineCompiler

extension Machine {
    /// The same machine with other rows, renumbered in order.
    func withRenumberedRows(_ rows: [Row]) -> Machine {
        let renumbered = rows.enumerated().map { position, row in
            Row(
                index: position, line: row.line, source: row.source, event: row.event,
                eventPatterns: row.eventPatterns, guardExpression: row.guardExpression, action: row.action, text: row.text)
        }
        return Machine(
            name: name, specFileName: specFileName, context: context, states: states, events: events,
            effects: effects, initial: initial, rows: renumbered)
    }

    /// The same machine under another name, so several versions can live in one module.
    func renamed(_ newName: String) -> Machine {
        Machine(
            name: newName, specFileName: specFileName, context: context, states: states, events: events,
            effects: effects, initial: initial, rows: rows)
    }
}

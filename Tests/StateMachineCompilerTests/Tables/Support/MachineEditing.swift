@testable import StateMachineCompiler

extension Machine {
    /// The same machine with other rows, renumbered in order.
    func withRenumberedRows(_ rows: [Row]) -> Machine {
        let renumbered = rows.enumerated().map { position, row in
            Row(
                index: position, line: row.line, source: row.source, trigger: row.trigger, action: row.action, clause: row.clause,
                text: row.text)
        }
        return Machine(
            name: name, specFileName: specFileName, context: context, states: states, events: events,
            effects: effects, initial: initial, rows: renumbered, groups: groups, stateEffects: stateEffects,
            regionInitials: regionInitials)
    }

    /// The same machine under another name, so several versions can live in one module.
    func renamed(_ newName: String) -> Machine {
        Machine(
            name: newName, specFileName: specFileName, context: context, states: states, events: events,
            effects: effects, initial: initial, rows: rows, groups: groups, stateEffects: stateEffects,
            regionInitials: regionInitials)
    }

    /// The same machine with other entry and exit declarations.
    func withStateEffects(_ stateEffects: [StateEffects]) -> Machine {
        Machine(
            name: name, specFileName: specFileName, context: context, states: states, events: events,
            effects: effects, initial: initial, rows: rows, groups: groups, stateEffects: stateEffects,
            regionInitials: regionInitials)
    }

    /// The same machine with `state` no longer a member of `group`; group rows are
    /// candidates in the group's states as they now are (the machine's membership says so).
    func withoutMember(_ state: Int, ofGroup group: Int) -> Machine {
        var edited = groups
        edited[group] = StateGroup(
            name: groups[group].name, members: groups[group].members.filter { $0 != .state(state) }, line: groups[group].line)
        return Machine(
            name: name, specFileName: specFileName, context: context, states: states, events: events,
            effects: effects, initial: initial, rows: rows, groups: edited, stateEffects: stateEffects,
            regionInitials: regionInitials)
    }
}

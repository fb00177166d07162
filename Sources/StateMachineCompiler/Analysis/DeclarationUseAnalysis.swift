/// Declarations nothing uses. `unhandled-event`: an event no row names. `unused-effect`: an
/// effect no clause emits. `unused-group`: a group no row (its completion row included), entry,
/// exit, `in(...)` or history names
/// (only its `isNAME` property uses it).
enum DeclarationUseAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        var handled = Array(repeating: false, count: machine.events.count)
        var emitted = Array(repeating: false, count: machine.effects.count)
        for case .event(let event) in machine.rows.map(\.trigger) { handled[event] = true }
        for (_, clause) in machine.clauses {
            for call in clause.effects { emitted[call.effect] = true }
        }
        // Specs without entry and exit keep the message they always had.
        let entriesOrExits = !machine.stateEffects.isEmpty
        var diagnostics: [Diagnostic] = []
        for (event, declaration) in machine.events.enumerated() where !handled[event] {
            diagnostics.append(
                .warning(AnalysisWarning.unhandledEvent(event: declaration.name), at: sourceMap.events[event]))
        }
        for (effect, declaration) in machine.effects.enumerated() where !emitted[effect] {
            diagnostics.append(
                .warning(
                    AnalysisWarning.unusedEffect(effect: declaration.name, entriesOrExits: entriesOrExits), at: sourceMap.effects[effect]))
        }
        return diagnostics + unusedGroups(machine, sourceMap)
    }

    private static func unusedGroups(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        // Without groups there is nothing to report, and no row's scopes to list.
        guard !machine.groups.isEmpty else { return [] }
        var used = Set<Int>()
        for row in machine.rows {
            for case .group(let group) in machine.membership.scopes(namedBy: row.source) { used.insert(group) }
            // A completion row's source lists the group's final states; the row names the group.
            if case .completion(let group) = row.trigger { used.insert(group) }
        }
        for case .group(let group) in machine.stateEffects.map(\.source) { used.insert(group) }
        // A history remembers for its group; rows to it enter the group.
        used.formUnion(machine.histories.map(\.group))
        // `in(GROUP)` reads whether another region is in one of the group's states.
        for (_, clause) in machine.clauses {
            for case .group(let group) in (clause.guardExpression?.regionTests ?? []).map(\.test.target) { used.insert(group) }
        }
        // A region is the machine's structure, used whether or not a row names it.
        return machine.groups.indices.filter { !used.contains($0) && !machine.groups[$0].isRegion }.map { group in
            .warning(AnalysisWarning.unusedGroup(group: machine.groups[group].name), at: sourceMap.groups[group])
        }
    }
}

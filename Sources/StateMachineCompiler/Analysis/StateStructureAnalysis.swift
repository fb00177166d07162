/// Warnings about groups, `entry` and `exit`:
/// `unused-group`: a group no row, entry or exit names (only its `isNAME` property uses it);
/// `guard-always-false` / `guard-always-true` on an entry or exit guard;
/// `unused-binding` in an entry or exit pattern.
enum StateStructureAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        guard machine.usesStateStructure else { return [] }
        return unusedGroups(machine, sourceMap) + guardWarnings(machine, sourceMap) + unusedBindings(machine, sourceMap)
    }

    private static func unusedGroups(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        var used = Set<Int>()
        for row in machine.rows {
            if case .states(_, let written) = row.source {
                for case .group(let group) in written { used.insert(group) }
            }
        }
        for case .group(let group) in machine.stateEffects.map(\.source) { used.insert(group) }
        return machine.groups.indices.filter { !used.contains($0) }.map { group in
            .warning(.unusedGroup, "group '\(machine.groups[group].name)' is used by no row, entry or exit", at: sourceMap.groups[group])
        }
    }

    private static func guardWarnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        var budget = GuardVerdictTable.evaluationBudget
        var diagnostics: [Diagnostic] = []
        for (index, declaration) in machine.stateEffects.enumerated() {
            guard let expression = declaration.guardExpression, let range = sourceMap.stateEffects[index].guardExpression else { continue }
            var types: [Value: SwiftType] = [:]
            for field in machine.context ?? [] { types[.context(field.name)] = field.type }
            if case .state(let state, let patterns?) = declaration.source {
                for case (.bind(let name), let parameter) in zip(patterns, machine.states[state].parameters) {
                    types[.binding(name)] = parameter.type
                }
            }
            switch GuardEvaluation(expression, types: types).verdict(budget: &budget) {
            case .alwaysFalse:
                diagnostics.append(
                    .warning(.guardAlwaysFalse, "guard is always false, so this \(declaration.kind.rawValue) never contributes", at: range))
            case .alwaysTrue:
                diagnostics.append(
                    .warning(
                        .guardAlwaysTrue, "guard is always true, so it never stops this \(declaration.kind.rawValue) from contributing",
                        at: range))
            case .depends, .undecided:
                break
            }
        }
        return diagnostics
    }

    private static func unusedBindings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, declaration) in machine.stateEffects.enumerated() {
            let read = declaration.referencedNames
            for case .bind(let name) in declaration.patterns where !read.contains(name) {
                guard let range = sourceMap.stateEffects[index].bindings[name] else { continue }
                diagnostics.append(.warning(.unusedBinding, "'\(name)' is bound but never used; replace it with '_'", at: range))
            }
        }
        return diagnostics
    }
}

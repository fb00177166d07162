/// Warnings about time and activities:
/// `shadowed-timer`: an `after` row that an earlier one from the same source always beats,
/// since it fires unconditionally and no later;
/// `activity-in-final-state`: a `during` on a final state, which the machine never leaves;
/// `unused-binding` in an `after` row's source patterns.
enum TimeAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        shadowedTimers(machine, sourceMap) + activitiesInFinalStates(machine, sourceMap) + unusedBindings(machine, sourceMap)
    }

    private static func shadowedTimers(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, row) in machine.delayedRows.enumerated() {
            let winner = machine.delayedRows[..<index].first { earlier in
                earlier.source.sameScope(as: row.source) && earlier.guardExpression == nil
                    && earlier.patterns.allSatisfy(\.isIrrefutable) && earlier.delay.isNoLater(than: row.delay)
            }
            guard let winner else { continue }
            diagnostics.append(
                .warning(
                    .shadowedTimer, "this 'after' row never fires: an earlier one from the same source always fires first",
                    at: sourceMap.delayedRows[index].row,
                    notes: [.init("this earlier row fires after \(winner.delaySpelling)", at: sourceMap.delayedRows[winner.index].row)]))
        }
        return diagnostics
    }

    private static func activitiesInFinalStates(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        machine.stateEffects.indices.compactMap { index in
            let declaration = machine.stateEffects[index]
            guard declaration.kind == .during, case .state(let state, _) = declaration.source, machine.states[state].isFinal else {
                return nil
            }
            return .warning(
                .activityInFinalState,
                "the machine never leaves final state '\(machine.states[state].name)', so this activity runs until the store stops",
                at: sourceMap.stateEffects[index].declaration)
        }
    }

    private static func unusedBindings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, row) in machine.delayedRows.enumerated() {
            let read = row.referencedNames
            for case .bind(let name) in row.patterns where !read.contains(name) {
                guard let range = sourceMap.delayedRows[index].bindings[name] else { continue }
                diagnostics.append(.warning(.unusedBinding, "'\(name)' is bound but never used; replace it with '_'", at: range))
            }
        }
        return diagnostics
    }
}

extension Row.Source {
    /// Whether two sources name the same states the same way, ignoring patterns.
    fileprivate func sameScope(as other: Row.Source) -> Bool {
        switch (self, other) {
        case (.any, .any): return true
        case (.state(let left, _), .state(let right, _)): return left == right
        case (.states(_, let left), .states(_, let right)): return left == right
        default: return false
        }
    }
}

extension DelayedRow.Delay {
    /// True when this delay is certainly not longer than `other`: two literals, or one field.
    fileprivate func isNoLater(than other: DelayedRow.Delay) -> Bool {
        switch (self, other) {
        case (.literal(let left, let leftUnit), .literal(let right, let rightUnit)):
            return left * leftUnit.milliseconds <= right * rightUnit.milliseconds
        case (.field(let left), .field(let right)): return left == right
        default: return false
        }
    }
}

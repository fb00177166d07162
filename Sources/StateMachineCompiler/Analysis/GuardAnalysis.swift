/// `guard-always-false` and `guard-always-true`: a guard whose value no assignment of
/// its atoms can change, so it either blocks its row for good or decides nothing.
enum GuardAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap, _ guardVerdicts: GuardVerdictTable) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for row in machine.rows {
            guard let range = sourceMap.rows[row.index].guardExpression else { continue }
            switch guardVerdicts[row.index] {
            case .alwaysFalse:
                diagnostics.append(.warning(.guardAlwaysFalse, "guard is always false, so this row can never fire", at: range))
            case .alwaysTrue:
                diagnostics.append(.warning(.guardAlwaysTrue, "guard is always true, so it never stops this row from firing", at: range))
            case .depends, .undecided, nil:
                break
            }
        }
        return diagnostics
    }
}

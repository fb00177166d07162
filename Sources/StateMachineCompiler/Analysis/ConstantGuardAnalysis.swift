/// `guard-always-false` and `guard-always-true`: a guard whose value no assignment of
/// its atoms can change, so it either blocks its clause for good or decides nothing.
enum ConstantGuardAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap, _ guardVerdicts: GuardVerdictTable) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (owner, _) in machine.clauses {
            guard let range = sourceMap.ranges(of: owner).guardExpression else { continue }
            let noun = machine.clauseNoun(of: owner)
            // A row fires; an entry or exit contributes its effects to the row that fires.
            let isRow = if case .row = owner { true } else { false }
            switch guardVerdicts[owner] {
            case .alwaysFalse:
                diagnostics.append(.warning(AnalysisWarning.guardAlwaysFalse(noun: noun, isRow: isRow), at: range))
            case .alwaysTrue:
                diagnostics.append(.warning(AnalysisWarning.guardAlwaysTrue(noun: noun, isRow: isRow), at: range))
            case .depends, .undecided, nil:
                break
            }
        }
        return diagnostics
    }
}

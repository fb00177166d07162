/// `unused-binding`: a pattern binds a name that neither the guard, the target, the
/// effects nor a repeated pattern of its clause reads. `_` says so on purpose and stays quiet.
enum BindingAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (owner, clause) in machine.clauses {
            let read = clause.referencedNames
            for match in clause.matches {
                for case .bind(let name) in match.patterns where !read.contains(name) {
                    guard let range = sourceMap.ranges(of: owner).range(ofBinding: name) else { continue }
                    diagnostics.append(.warning(AnalysisWarning.unusedBinding(name: name), at: range))
                }
            }
        }
        return diagnostics
    }
}

/// `unused-binding`: a pattern binds a name that neither the guard, the target, the
/// effects nor a repeated pattern reads. `_` says so on purpose and stays quiet.
enum BindingAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for row in machine.rows {
            let read = row.referencedNames
            for case .bind(let name) in row.allPatterns where !read.contains(name) {
                guard let range = sourceMap.rows[row.index].bindings[name] else { continue }
                diagnostics.append(
                    .warning(
                        .unusedBinding, "'\(name)' is bound but never used; replace it with '_'", at: range))
            }
        }
        return diagnostics
    }
}

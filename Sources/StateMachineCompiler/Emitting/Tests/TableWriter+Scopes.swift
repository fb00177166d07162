extension TableWriter {
    /// The body of the scope test's `checkScopes([...])`: per case, `scopes(state, context, [`,
    /// one `Scope(...)` a line, outermost first, then `]),`; `[]),` on the call's line when the
    /// state is in no scope. The states and contexts line up in columns.
    mutating func scopeLines(_ cases: [ScopeCase]) -> [String] {
        var heads: [[String]] = []
        for entry in cases {
            var cells = [spell(configuration: entry.states) + ","]
            if machine.context != nil { cells.append(contextName(entry.context) + ",") }
            heads.append(cells)
        }
        let widths = (0..<(heads.first?.count ?? 0)).map { column in heads.map { $0[column].count }.max() ?? 0 }
        var lines: [String] = []
        for (entry, cells) in zip(cases, heads) {
            let head = "scopes(" + cells.enumerated().map { $1.padding(to: widths[$0]) }.joined(separator: " ")
            guard !entry.scopes.isEmpty else {
                lines.append(head + " []),")
                continue
            }
            lines.append(head + " [")
            for scope in entry.scopes { lines.append("    " + spell(scope) + ",") }
            lines.append("]),")
        }
        return lines
    }

    /// `Scope("uploading", .state, timers: [.uploadingTimeout: .seconds(5)], activities: [.upload(file: "sample 1")])`.
    private mutating func spell(_ scope: RuntimeScope) -> String {
        var parts = [SwiftSyntax.stringLiteral(scope.name), scope.kind == .state ? ".state" : ".group"]
        let names = machine.timerNames
        if !scope.timers.isEmpty {
            let timers = scope.timers.map { timer in
                "." + SwiftSyntax.identifier(names.indices.contains(timer.timer) ? names[timer.timer] : "") + ": " + spell(timer.delay)
            }
            parts.append("timers: [" + timers.joined(separator: ", ") + "]")
        }
        if !scope.activities.isEmpty {
            parts.append("activities: [" + scope.activities.map { spell($0, in: machine.effects) }.joined(separator: ", ") + "]")
        }
        return "Scope(" + parts.joined(separator: ", ") + ")"
    }

    /// Whole seconds as `.seconds(n)`, other literals as `.milliseconds(n)`; a field's value as its sample.
    private mutating func spell(_ delay: ScopeTimer.Delay) -> String {
        switch delay {
        case .milliseconds(let amount) where amount % 1_000 == 0: return ".seconds(\(amount / 1_000))"
        case .milliseconds(let amount): return ".milliseconds(\(amount))"
        case .value(let value): return samples.spell(value, as: .named("Duration", arguments: []))
        }
    }
}

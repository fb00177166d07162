extension Machine {
    /// The name of each delayed row's case in the generated `Timer` enum, by row: its source
    /// and delay (`loadingAfterTimeout`, `busyAfter60s`), numbered from 2 when two rows share one.
    public var timerNames: [String] {
        var taken: Set<String> = []
        return delayedRows.map { row in
            let base = Self.camelCase(sourceWords(row.source) + ["after", row.delaySpelling])
            var name = base
            var counter = 2
            while !taken.insert(name).inserted {
                name = base + String(counter)
                counter += 1
            }
            return name
        }
    }

    /// `during` declarations, in written order.
    public var activities: [StateEffects] { stateEffects.filter { $0.kind == .during } }

    /// Whether the runtime has scopes to run for this machine: timers or activities.
    public var hasTimedWork: Bool { !delayedRows.isEmpty || stateEffects.contains { $0.kind == .during } }

    /// `["busy", "after", "60s"]` → `busyAfter60s`.
    private static func camelCase(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func sourceWords(_ source: Row.Source) -> [String] {
        switch source {
        case .any: return ["any"]
        case .state(let state, _): return [stateName(state)]
        case .states(_, let written): return Array(written.map(name(of:)).map { [$0] }.joined(separator: ["or"]))
        }
    }
}

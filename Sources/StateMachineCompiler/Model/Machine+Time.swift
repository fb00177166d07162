extension Machine {
    /// The `after` rows, in written order: the cases of the generated `Timer` enum.
    public var timedRows: [Row] { rows.filter { $0.delay != nil } }

    /// The name of each `after` row's case in the generated `Timer` enum, indexed like
    /// ``timedRows``: its source and delay (`loadingAfterTimeout`, `busyAfter60s`), numbered
    /// from 2 when two rows share one.
    public var timerNames: [String] {
        var taken: Set<String> = []
        return timedRows.map { row in
            let base = Self.camelCase(sourceWords(row.source) + ["after", row.delay?.spelling ?? ""])
            var name = base
            var counter = 2
            while !taken.insert(name).inserted {
                name = base + String(counter)
                counter += 1
            }
            return name
        }
    }

    /// Whether any row is an `after` row: the machine then has a `Timer` enum and `reduce(_:after:)`.
    public var hasTimers: Bool { rows.contains { $0.delay != nil } }

    /// Whether the runtime has scopes to run for this machine: timers or activities.
    public var hasTimedWork: Bool { hasTimers || stateEffects.contains { $0.kind == .during } }

    /// `["busy", "after", "60s"]` → `busyAfter60s`.
    private static func camelCase(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func sourceWords(_ source: Source) -> [String] {
        switch source {
        case .any: return ["any"]
        case .state(let state): return [stateName(state)]
        case .group: return [name(of: source)]
        case .list(let items): return Array(items.map { [name(of: $0.source)] }.joined(separator: ["or"]))
        }
    }
}

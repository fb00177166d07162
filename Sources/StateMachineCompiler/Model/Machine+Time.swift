extension Machine {
    /// The `after` rows, in written order: the cases of the generated `Timer` enum.
    public var timedRows: [Row] { rows.filter { $0.delay != nil } }

    /// The name of each `after` row's case in the generated `Timer` enum, indexed like
    /// ``timedRows``: its source and `Timeout` (`loadingTimeout`). The delay is not part of it,
    /// so a changed delay is no API change. Timers of one source are told apart by what they do
    /// (`stalledTimeoutToUploading`, `stalledTimeoutToFailed`, `busyTimeoutStays`), and numbered
    /// from 2 in written order only when that is alike too.
    public var timerNames: [String] {
        let bases = timedRows.map { Self.camelCase(sourceWords($0.source) + ["timeout"]) }
        let shared = Set(bases.filter { base in bases.count { $0 == base } > 1 })
        var taken: Set<String> = []
        return zip(bases, timedRows).map { base, row in
            let told = shared.contains(base) ? Self.camelCase([base] + actionWords(row.action)) : base
            var name = told
            var counter = 2
            while !taken.insert(name).inserted {
                name = told + String(counter)
                counter += 1
            }
            return name
        }
    }

    /// Whether any row is an `after` row: the machine then has a `Timer` enum and `reduce(_:after:)`.
    public var hasTimers: Bool { rows.contains { $0.delay != nil } }

    /// Whether the runtime has scopes to run for this machine: timers or activities.
    public var hasTimedWork: Bool { hasTimers || stateEffects.contains { $0.kind == .during } }

    /// `["busy", "timeout"]` → `busyTimeout`.
    private static func camelCase(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// What tells a timer from another of its source: `-> failed` → `to failed`.
    private func actionWords(_ action: Row.Action) -> [String] {
        switch action {
        case .transition(let target): return ["to", stateName(target)]
        case .update: return ["stays"]
        case .ignore: return ["ignored"]
        }
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

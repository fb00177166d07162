// A replayed step against its recording: the outcome by name, the effects as Swift describes
// them, and every region's state by name and, where the trace gives them, its fields.

extension TraceReplay {
    func compare(_ recorded: Trace.Step, _ replayed: ReplayedStep) -> TraceDifference? {
        let effects = replayedEffects(replayed.outcome).map { mapping.describe($0, among: machine.effects) }
        var aspects: [String] = []
        if recorded.outcome != Self.name(of: replayed.outcome) { aspects.append("outcome") }
        if recorded.effects != effects { aspects.append("effects") }
        if !sameStates(recorded.after, replayed.states) { aspects.append("state") }
        guard !aspects.isEmpty else { return nil }
        return TraceDifference(
            step: recorded.number, line: recorded.line, input: recorded.input, aspects: aspects,
            recorded: Self.text(recorded.outcome, recorded.effects, stateText(recorded.after)),
            replayed: Self.text(Self.name(of: replayed.outcome), effects, stateText(replayed.states)),
            standIns: mapping.standIns)
    }

    private func sameStates(_ recorded: Trace.Snapshot, _ states: [RuntimeCase]) -> Bool {
        for (region, state) in zip(regions, states) {
            let declaration = machine.states[state.index]
            guard recorded.states[region] == declaration.name else { return false }
            guard let fields = recorded.fields?[region] else { continue }
            for (field, value) in zip(declaration.parameters, state.values) {
                let written = fields[field.name]
                let redacted = field.isSensitive && written == .string(TraceValueMapping.redacted)
                if !redacted, written != mapping.json(value) { return false }
            }
        }
        return true
    }

    /// `content: loaded {"articles":["a"]}, refresh: idle`, regions in declaration order.
    func stateText(_ snapshot: Trace.Snapshot) -> String {
        regions.map { region in
            let name = snapshot.states[region] ?? "(none)"
            let fields = snapshot.fields?[region] ?? [:]
            return "\(region): \(name)" + (fields.isEmpty ? "" : " " + TraceJSON.object(fields).text)
        }.joined(separator: ", ")
    }

    private func stateText(_ states: [RuntimeCase]) -> String {
        zip(regions, states).map { region, state in
            let declaration = machine.states[state.index]
            let fields = Dictionary(
                zip(declaration.parameters, state.values).map { ($0.name, mapping.json($1)) }, uniquingKeysWith: { first, _ in first })
            return "\(region): \(declaration.name)" + (fields.isEmpty ? "" : " " + TraceJSON.object(fields).text)
        }.joined(separator: ", ")
    }

    private static func text(_ outcome: String, _ effects: [String], _ state: String) -> String {
        "\(outcome), effects [\(effects.joined(separator: ", "))], state \(state)"
    }

    private func replayedEffects(_ outcome: RuntimeOutcome) -> [RuntimeCase] {
        switch outcome {
        case .transitioned(let effects), .updated(let effects): effects
        case .ignored, .rejected, .unhandled: []
        }
    }

    /// The outcome as a trace names it.
    static func name(of outcome: RuntimeOutcome) -> String {
        switch outcome {
        case .transitioned: "transitioned"
        case .updated: "updated"
        case .ignored: "ignored"
        case .rejected: "rejected"
        case .unhandled: "unhandled"
        }
    }
}

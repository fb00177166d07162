/// Scenario titles that read as walks: `draft → submitting → confirmed`, with the events
/// that change nothing named where they happen (`submitting, submitTapped ignored`).
enum ScenarioTitles {
    static func walk(_ node: Walker.Node, machine: Machine) -> String {
        var title = machine.stateName(node.start.index)
        for step in node.steps {
            title += step.outcome.isTransition ? " → " + machine.stateName(step.next.index) : ", " + effect(of: step, machine: machine)
        }
        return title
    }

    /// What the node's last step did, `submitAccepted rejected` or `submitAccepted →
    /// confirmed`, the event called `stale`, `current` or `again` when the walk says why.
    static func effect(of node: Walker.Node, machine: Machine, as role: Role) -> String {
        node.steps.last.map { effect(of: $0, machine: machine, as: role) } ?? ""
    }

    enum Role {
        case plain, stale, current, again
    }

    private static func effect(of step: ScenarioStep, machine: Machine, as role: Role = .plain) -> String {
        let name = machine.eventName(step.event.index)
        let event: String
        switch role {
        case .plain: event = name
        case .stale: event = "stale " + name
        case .current: event = "current " + name
        case .again: event = name + " again"
        }
        switch step.outcome {
        case .transitioned, .updated: return "\(event) → \(machine.stateName(step.next.index))"
        case .ignored: return "\(event) ignored"
        case .rejected: return "\(event) rejected"
        case .unhandled: return "\(event) unhandled"
        }
    }

    /// Titles made unique: two walks through the same states name their last event, and
    /// if that is not enough, their order among the walks still alike (`#2`), never a spec
    /// line, which an edit above the row would change.
    static func disambiguated(_ scenarios: [Scenario], machine: Machine) -> [Scenario] {
        let byEvent = renamed(scenarios) { scenario, _ in
            scenario.steps.last.map { " (on \(machine.eventName($0.event.index)))" } ?? ""
        }
        return renamed(byEvent) { _, ordinal in ordinal == 1 ? "" : " #\(ordinal)" }
    }

    private static func renamed(_ scenarios: [Scenario], _ suffix: (Scenario, Int) -> String) -> [Scenario] {
        var counts: [String: Int] = [:]
        for scenario in scenarios { counts[scenario.title, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return scenarios.map { scenario in
            guard counts[scenario.title, default: 0] > 1 else { return scenario }
            seen[scenario.title, default: 0] += 1
            return Scenario(
                kind: scenario.kind, title: scenario.title + suffix(scenario, seen[scenario.title, default: 1]), start: scenario.start,
                context: scenario.context, steps: scenario.steps)
        }
    }
}

extension Scenario.Kind {
    /// The spec row the scenario is about.
    public var line: Int {
        switch self {
        case .path(let line), .staleResult(let line, _), .duplicate(let line): return line
        }
    }
}

extension RuntimeOutcome {
    var isTransition: Bool {
        switch self {
        case .transitioned, .updated: return true
        case .ignored, .rejected, .unhandled: return false
        }
    }
}

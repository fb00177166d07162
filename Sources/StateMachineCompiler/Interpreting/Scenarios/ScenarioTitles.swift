/// Scenario titles that read as walks: `draft → submitting → confirmed`, with the events
/// that change nothing named where they happen (`submitting, submitTapped ignored`). With
/// regions the start names every region's state (`notLoaded + idle`) and a step the states
/// of the regions it changed (`→ loading`), or of all when it only re-entered them.
enum ScenarioTitles {
    static func walk(_ node: Walker.Node, machine: Machine) -> String {
        var title = names(node.start, machine: machine)
        var previous = node.start
        for step in node.steps {
            let timer = step.event == nil ? " → " + inputName(step, machine: machine) : ""
            title +=
                step.outcome.isTransition
                ? timer + " → " + moved(from: previous, step, machine: machine) : ", " + effect(of: step, after: previous, machine: machine)
            previous = step.next
        }
        return title
    }

    /// What the node's last step did, `submitAccepted rejected` or `submitAccepted →
    /// confirmed`, the event called `stale`, `current` or `again` when the walk says why.
    static func effect(of node: Walker.Node, machine: Machine, as role: Role) -> String {
        let previous = node.trail.parent?.step?.next ?? node.start
        return node.lastStep.map { effect(of: $0, after: previous, machine: machine, as: role) } ?? ""
    }

    enum Role {
        case plain, stale, current, again
    }

    private static func effect(of step: ScenarioStep, after previous: [RuntimeCase], machine: Machine, as role: Role = .plain) -> String {
        let name = inputName(step, machine: machine)
        let event: String
        switch role {
        case .plain: event = name
        case .stale: event = "stale " + name
        case .current: event = "current " + name
        case .again: event = name + " again"
        }
        switch step.outcome {
        case .transitioned, .updated: return "\(event) → \(moved(from: previous, step, machine: machine))"
        case .ignored: return "\(event) ignored"
        case .rejected: return "\(event) rejected"
        case .unhandled: return "\(event) unhandled"
        }
    }

    /// The states' names, regions in declaration order: `notLoaded + idle`.
    private static func names(_ states: [RuntimeCase], machine: Machine) -> String {
        states.map { machine.stateName($0.index) }.joined(separator: " + ")
    }

    /// The names of the states the step changed from `previous`; of all its states when it
    /// changed none (a re-entry or an update to the same values).
    private static func moved(from previous: [RuntimeCase], _ step: ScenarioStep, machine: Machine) -> String {
        let changed = step.next.indices.filter { !previous.indices.contains($0) || previous[$0] != step.next[$0] }
        return names(changed.isEmpty ? step.next : changed.map { step.next[$0] }, machine: machine)
    }

    /// The event's name, or `after 5s` for a timer.
    private static func inputName(_ step: ScenarioStep, machine: Machine) -> String {
        switch step.input {
        case .event(let event): return machine.eventName(event.index)
        case .timer(let timer): return "after " + (machine.timedRows[timer].delay?.spelling ?? "")
        }
    }

    /// Titles made unique: two walks through the same states name their last event, and
    /// if that is not enough, their order among the walks still alike (`#2`), never a spec
    /// line, which an edit above the row would change.
    static func disambiguated(_ scenarios: [Scenario], machine: Machine) -> [Scenario] {
        let byEvent = renamed(scenarios) { scenario, _ in
            scenario.steps.last.map { " (on \(inputName($0, machine: machine)))" } ?? ""
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
        case .path(let line), .staleResult(let line, _), .duplicate(let line), .staleTimer(let line): return line
        case .together(let lines): return lines.first ?? 0
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

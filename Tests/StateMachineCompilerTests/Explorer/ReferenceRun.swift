import StateMachineCompiler

/// The reference side of the differential test: the Swift ``Interpreter`` steps the machine, and
/// a store's bookkeeping of scopes and timers (as `MachineStore` keeps it: a `->` row leaves every
/// state scope and each group not in the next state's scopes, arms the timers of those it enters;
/// `stays` keeps them) runs the clock, firing due timers earliest first, armed first among equals.
struct ReferenceRun {
    struct Armed {
        let ticket: Int
        let timer: Int
        let scope: String
        let due: Int
    }

    /// What the page must report after one input.
    struct Observation: Equatable {
        var outcome: String
        var states: [String: String]
        var effects: [String]
        var timers: [String]
    }

    let machine: Machine
    let interpreter: Interpreter
    let context: [RuntimeValue]
    var states: [RuntimeCase]
    var now = 0
    var ticket = 0
    var scopes: [RuntimeScope] = []
    var armed: [Armed] = []

    init(machine: Machine, context: [RuntimeValue], start: [RuntimeCase]) {
        self.machine = machine
        interpreter = Interpreter(machine)
        self.context = context
        states = start
    }

    /// Starts the machine: its entry effects, the `always` rows that hold, and the timers of the
    /// scopes it is in then.
    mutating func start() throws -> Observation {
        let started = try interpreter.start(states, context: context)
        states = started.states
        let effects = started.effects
        try moveScopes()
        return observation("start", effects.map { ReferenceSample.describe($0, in: machine.effects) })
    }

    mutating func send(_ event: RuntimeCase) -> Observation {
        let before = self
        do {
            let step =
                try machine.hasRegions
                ? interpreter.step(from: states, on: event, context: context).asRegion
                : interpreter.step(from: states[0], on: event, context: context).asRegion
            // Applied first: `observation` reads the state after the step.
            let result = try apply(step)
            return observation(result)
        } catch {
            self = before
            return observation("trap", [])
        }
    }

    mutating func advance(_ milliseconds: Int) -> Observation {
        let before = self
        let until = now + milliseconds
        var fired: [String] = []
        var effects: [String] = []
        do {
            while let due = armed.filter({ $0.due <= until }).min(by: { ($0.due, $0.ticket) < ($1.due, $1.ticket) }) {
                now = due.due
                armed.removeAll { $0.ticket == due.ticket }
                let step =
                    try machine.hasRegions
                    ? interpreter.step(from: states, after: due.timer, context: context).asRegion
                    : interpreter.step(from: states[0], after: due.timer, context: context).asRegion
                let (outcome, yielded) = try apply(step)
                fired.append(machine.timerNames[due.timer] + ":" + outcome)
                effects += yielded
            }
        } catch {
            self = before
            return observation("trap", [])
        }
        now = until
        return observation("advanced " + fired.joined(separator: ","), effects)
    }

    private mutating func apply(_ step: (outcome: RuntimeOutcome, states: [RuntimeCase])) throws -> (String, [String]) {
        states = step.states
        switch step.outcome {
        case .transitioned(let effects):
            try moveScopes()
            return ("transitioned", effects.map { ReferenceSample.describe($0, in: machine.effects) })
        case .updated(let effects): return ("updated", effects.map { ReferenceSample.describe($0, in: machine.effects) })
        case .ignored: return ("ignored", [])
        case .rejected: return ("rejected", [])
        case .unhandled: return ("unhandled", [])
        }
    }

    private func observation(_ outcome: (String, [String])) -> Observation { observation(outcome.0, outcome.1) }

    private func observation(_ outcome: String, _ effects: [String]) -> Observation {
        let names = states.map { machine.states[$0.index].name }
        let stateNames =
            machine.hasRegions
            ? Dictionary(uniqueKeysWithValues: zip(machine.regions.indices.map(machine.regionName), names)) : ["state": names[0]]
        let timers = armed.sorted { ($0.due, $0.ticket) < ($1.due, $1.ticket) }.map { "\(machine.timerNames[$0.timer])@\($0.due)" }
        return Observation(outcome: outcome, states: stateNames, effects: effects, timers: timers)
    }

    /// Leaves the scopes the machine's state is no longer in and enters the new ones (without
    /// regions; the random machines with regions have no timers).
    private mutating func moveScopes() throws {
        guard !machine.hasRegions else { return }
        let next = try interpreter.scopes(of: states[0], context: context)
        let kept = scopes.filter { scope in scope.kind == .group && next.contains { $0.kind == .group && $0.name == scope.name } }
        for scope in scopes where !kept.contains(scope) { armed.removeAll { $0.scope == scope.name } }
        for scope in next where !kept.contains(where: { $0.name == scope.name }) {
            for timer in scope.timers {
                ticket += 1
                armed.append(Armed(ticket: ticket, timer: timer.timer, scope: scope.name, due: now + delay(timer.delay)))
            }
        }
        scopes = next
    }

    private func delay(_ delay: ScopeTimer.Delay) -> Int {
        switch delay {
        case .milliseconds(let milliseconds): return milliseconds
        case .value(.token(family: "Duration", let seconds)): return seconds * 1_000
        case .value: return 0
        }
    }
}

extension Interpreter.Step {
    fileprivate var asRegion: (outcome: RuntimeOutcome, states: [RuntimeCase]) { (outcome, [state]) }
}

extension Interpreter.RegionStep {
    fileprivate var asRegion: (outcome: RuntimeOutcome, states: [RuntimeCase]) { (outcome, states) }
}

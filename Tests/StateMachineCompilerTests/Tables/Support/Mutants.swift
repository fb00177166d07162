@testable import StateMachineCompiler

/// A machine with one fault a reducer could have: in one row, in one entry or exit
/// declaration, or in one group's membership.
struct Mutant {
    /// The kinds of fault, in the order the mutation check reports them.
    enum Kind: String, CaseIterable {
        case rowRemoved = "row removed"
        case repeatedSideIgnored = "repeated occurrence of a name replaced by _"
        case bindingSideIgnored = "binding occurrence of a name replaced by _"
        case guardDropped = "guard dropped"
        case effectDropped = "effect dropped"
        case effectsSwapped = "effects swapped"
        case argumentsSwapped = "same-typed arguments swapped"
        case literalChanged = "literal pattern changed"
        case retargeted = "retargeted to a state of the same shape"
        case stateEffectsRemoved = "entry or exit removed"
        case memberRemoved = "state removed from its group"
        case orderingMoved = "ordering comparison moved across its boundary"
        case constantChanged = "added constant changed"
        case delayChanged = "after row's delay changed"
        case timerDropped = "timer never armed"
        case activityDropped = "during removed"

        /// Faults that only a runtime conformance's `scopes(of:context:)` shows.
        var isTime: Bool { [.delayChanged, .timerDropped, .activityDropped].contains(self) }
    }

    let kind: Kind
    let description: String
    /// The machine whose file (the reducer) the tests run against.
    let machine: Machine
    /// The machine whose runtime conformance (`scopes(of:context:)`) the tests run against:
    /// `machine`, except where a fault lies in the conformance alone.
    let conformance: Machine

    init(kind: Kind, description: String, machine: Machine, conformance: Machine? = nil) {
        self.kind = kind
        self.description = description
        self.machine = machine
        self.conformance = conformance ?? machine
    }

    /// Every single-fault mutant of `machine`, in row order, kinds in declaration order per
    /// row; then each entry, exit or during declaration removed, then each state removed from
    /// its group (where the group keeps a member), then each `after` row's timer faults.
    static func all(of machine: Machine) -> [Mutant] {
        let rowMutants = machine.rows.flatMap { row in
            (RowFaults(machine: machine, row: row).all + ValueFaults(row: row).all.map { ($0, $1, Optional($2)) }).map {
                kind, detail, faulty in
                let rows = machine.rows.compactMap { $0.index == row.index ? faulty : $0 }
                return Mutant(
                    kind: kind, description: "\(machine.specFileName):\(row.line) \(detail)",
                    machine: machine.withRenumberedRows(rows))
            }
        }
        let declarationMutants = machine.stateEffects.indices.map { index in
            let declaration = machine.stateEffects[index]
            return Mutant(
                kind: declaration.kind == .during ? .activityDropped : .stateEffectsRemoved,
                description: "\(machine.specFileName):\(declaration.line) \(declaration.kind.rawValue) removed",
                machine: machine.withStateEffects(machine.stateEffects.enumerated().filter { $0.offset != index }.map(\.element)))
        }
        let memberMutants = machine.groups.enumerated().filter { $0.element.members.count > 1 }.flatMap { group, declared in
            declared.members.compactMap { member -> Mutant? in
                guard case .state(let state) = member else { return nil }
                return Mutant(
                    kind: .memberRemoved,
                    description: "\(machine.specFileName):\(declared.line) \(machine.stateName(state)) removed from \(declared.name)",
                    machine: machine.withoutMember(state, ofGroup: group))
            }
        }
        return rowMutants + declarationMutants + memberMutants + TimeFaults(machine: machine).mutants
    }

    /// Whether some case of the table (with regions, of `regionCases`), start of the start table,
    /// timer case, scope case or step of a scenario expects something else of this mutant, as
    /// the interpreter runs it. When none does, the mutant is equivalent on the tests: its
    /// reducer passes them, and the check reports it instead.
    func isDetected(
        by cases: [TransitionCase], starts: [StartCase] = [], timers: [TimerCase] = [], scopes: [ScopeCase] = [],
        regionCases: [RegionCase] = [], scenarios: [Scenario] = []
    ) -> Bool {
        let interpreter = Interpreter(machine)
        let byRegionTable = regionCases.contains { entry in
            let trigger: ScenarioInput
            switch entry.trigger {
            case .event(let event): trigger = .event(event)
            case .timer(let timer): trigger = .timer(timer)
            }
            guard let (outcome, next) = Self.run(trigger, from: entry.states, interpreter, context: entry.context) else { return true }
            return outcome != entry.outcome || next != entry.next
        }
        // A mutant that traps where the spec does not crashes the generated test: detected.
        let byTable =
            cases.contains { entry in
                guard let step = try? interpreter.step(from: entry.state, on: entry.event, context: entry.context) else { return true }
                return step.outcome != entry.outcome || step.state != entry.next
            }
            || starts.contains { start in
                (try? interpreter.entryEffects(of: start.states, context: start.context)) != start.effects
            }
            || timers.contains { entry in
                guard let step = try? interpreter.step(from: entry.state, after: entry.timer, context: entry.context) else { return true }
                return step.outcome != entry.outcome || step.state != entry.next
            }
            || scopes.contains { entry in
                // A conformance without an `after` row numbers the timers after it one lower.
                let listed = try? entry.states.flatMap { try Interpreter(conformance).scopes(of: $0, context: entry.context) }
                return listed?.map { $0.timers(of: conformance, numberedAs: machine) } != entry.scopes
            }
        return byTable || byRegionTable
            || scenarios.contains { scenario in
                var states = scenario.start
                return scenario.steps.contains { expected in
                    guard let (outcome, next) = Self.run(expected.input, from: states, interpreter, context: scenario.context) else {
                        return true
                    }
                    states = next
                    return outcome != expected.outcome || next != expected.next
                }
            }
    }

    /// One scenario step as the interpreter runs it on a scenario's states: the region step with
    /// regions, the step of the one state without; `nil` where it traps.
    private static func run(_ input: ScenarioInput, from states: [RuntimeCase], _ interpreter: Interpreter, context: [RuntimeValue])
        -> (RuntimeOutcome, [RuntimeCase])?
    {
        if interpreter.machine.hasRegions {
            let step: Interpreter.RegionStep?
            switch input {
            case .event(let event): step = try? interpreter.step(from: states, on: event, context: context)
            case .timer(let timer): step = try? interpreter.step(from: states, after: timer, context: context)
            }
            return step.map { ($0.outcome, $0.states) }
        }
        guard let state = states.first else { return nil }
        let step: Interpreter.Step?
        switch input {
        case .event(let event): step = try? interpreter.step(from: state, on: event, context: context)
        case .timer(let timer): step = try? interpreter.step(from: state, after: timer, context: context)
        }
        return step.map { ($0.outcome, [$0.state]) }
    }
}

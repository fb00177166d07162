@testable import StateMachineCompiler

/// A machine with one fault a reducer could have, in one row.
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
    }

    let kind: Kind
    let description: String
    let machine: Machine

    /// Every single-fault mutant of `machine`, in row order, kinds in declaration order per row.
    static func all(of machine: Machine) -> [Mutant] {
        machine.rows.flatMap { row in
            RowFaults(machine: machine, row: row).all.map { kind, detail, faulty in
                let rows = machine.rows.compactMap { $0.index == row.index ? faulty : $0 }
                return Mutant(
                    kind: kind, description: "\(machine.specFileName):\(row.line) \(detail)",
                    machine: machine.withRenumberedRows(rows))
            }
        }
    }

    /// Whether some case of the table or step of a scenario expects something else of
    /// this mutant, as the interpreter runs it. When none does, the mutant is equivalent
    /// on the tests: its reducer passes them, and the check reports it instead.
    func isDetected(by cases: [TransitionCase], scenarios: [Scenario] = []) -> Bool {
        let interpreter = Interpreter(machine)
        let byTable = cases.contains { entry in
            let step = interpreter.step(from: entry.state, on: entry.event, context: entry.context)
            return step.outcome != entry.outcome || step.state != entry.next
        }
        return byTable || scenarios.contains { scenario in
            var state = scenario.start
            return scenario.steps.contains { expected in
                let step = interpreter.step(from: state, on: expected.event, context: scenario.context)
                state = step.state
                return step.outcome != expected.outcome || step.state != expected.next
            }
        }
    }
}

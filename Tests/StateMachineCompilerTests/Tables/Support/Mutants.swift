@testable import StateMachineCompiler

/// A machine with one fault a reducer could have: a row missing, a repeated name not
/// compared, a guard not checked, an entry or exit declaration missing, or a state
/// missing from its group.
struct Mutant {
    let description: String
    let machine: Machine

    /// Every single-fault mutant of `machine`, in row order.
    static func all(of machine: Machine) -> [Mutant] {
        var mutants: [Mutant] = []
        for row in machine.rows {
            let place = "\(machine.specFileName):\(row.line)"
            mutants.append(Mutant(
                description: "\(place) row removed",
                machine: machine.withRenumberedRows(machine.rows.filter { $0.index != row.index })))
            for relaxation in Relaxation.all(of: row) {
                let what: String
                switch relaxation {
                case .repeatedName(let name, _): what = "\(name) not compared"
                case .guardExpression: what = "guard dropped"
                case .literal: continue  // issue 3 asks for rows, repeated names and guards
                }
                mutants.append(Mutant(
                    description: "\(place) \(what)",
                    machine: machine.withRenumberedRows(machine.rows.map { $0.index == row.index ? $0.relaxed(relaxation) : $0 })))
            }
        }
        for (index, declaration) in machine.stateEffects.enumerated() {
            mutants.append(Mutant(
                description: "\(machine.specFileName):\(declaration.line) \(declaration.kind.rawValue) removed",
                machine: machine.withStateEffects(machine.stateEffects.enumerated().filter { $0.offset != index }.map(\.element))))
        }
        for (group, declared) in machine.groups.enumerated() where declared.members.count > 1 {
            for case .state(let state) in declared.members {
                mutants.append(Mutant(
                    description: "\(machine.specFileName):\(declared.line) \(machine.stateName(state)) removed from \(declared.name)",
                    machine: machine.withoutMember(state, ofGroup: group)))
            }
        }
        return mutants
    }

    /// Whether some case of the table expects something else of this mutant, as the
    /// interpreter runs it. When none does, the mutant is equivalent on the table: its
    /// reducer passes the tests, and the check reports it instead of expecting a failure.
    func isDetected(by cases: [TransitionCase], starts: [StartCase] = []) -> Bool {
        let interpreter = Interpreter(machine)
        return cases.contains { entry in
            let step = interpreter.step(from: entry.state, on: entry.event, context: entry.context)
            return step.outcome != entry.outcome || step.state != entry.next
        } || starts.contains { start in
            interpreter.entryEffects(of: start.state, context: start.context) != start.effects
        }
    }
}

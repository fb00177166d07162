@testable import StateMachineCompiler

/// The faults of a machine's timers, each keeping the `Timer` enum's cases (the tests name
/// them): an `after` row's delay one unit longer (`5s` to `6s`), and its timer dropped, which
/// the reducer still handles but the runtime conformance, emitted without the row, never
/// arms. Timer names follow the delay and source, so the check emits a mutant's files under
/// the spec's names (`timerNames(as:in:)`).
struct TimeFaults {
    let machine: Machine

    var mutants: [Mutant] {
        machine.timedRows.flatMap { row -> [Mutant] in
            let place = "\(machine.specFileName):\(row.line)"
            var mutants = [
                Mutant(
                    kind: .timerDropped, description: "\(place) timer never armed", machine: machine,
                    conformance: machine.withRenumberedRows(machine.rows.filter { $0.index != row.index }))
            ]
            if case .literal(let amount, let unit) = row.delay, amount < Int.max {
                let later = Delay.literal(amount: amount + 1, unit: unit)
                let changed = replacing(row, with: row.withTrigger(.after(later)))
                mutants.append(
                    Mutant(
                        kind: .delayChanged, description: "\(place) after \(row.delay?.spelling ?? "") changed to \(later.spelling)",
                        machine: changed))
            }
            return mutants
        }
    }

    private func replacing(_ row: Row, with faulty: Row) -> Machine {
        machine.withRenumberedRows(machine.rows.map { $0.index == row.index ? faulty : $0 })
    }
}

extension Row {
    func withTrigger(_ trigger: Trigger) -> Row {
        Row(index: index, line: line, source: source, trigger: trigger, action: action, clause: clause, text: text)
    }

}

extension Machine {
    /// `swift` with this machine's timer names replaced by `spec`'s for the `after` row on the
    /// same line, whole identifiers only.
    func timerNames(as spec: Machine, in swift: String) -> String {
        let specNames = Dictionary(zip(spec.timedRows.map(\.line), spec.timerNames), uniquingKeysWith: { first, _ in first })
        let pairs = zip(timedRows, timerNames).compactMap { row, name in specNames[row.line].map { (name, $0) } }
        let renamed = Dictionary(pairs.filter { $0 != $1 }, uniquingKeysWith: { first, _ in first })
        guard !renamed.isEmpty else { return swift }
        var result = ""
        var identifier = ""
        for character in swift + "\n" {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
                continue
            }
            result += renamed[identifier] ?? identifier
            identifier = ""
            result.append(character)
        }
        return String(result.dropLast())
    }
}

extension RuntimeScope {
    /// The scope with its timers numbered as `spec` numbers the `after` rows of `machine`'s lines.
    func timers(of machine: Machine, numberedAs spec: Machine) -> RuntimeScope {
        let rows = machine.timedRows
        let renumbered = timers.map { timer in
            let line = rows.indices.contains(timer.timer) ? rows[timer.timer].line : nil
            let position = spec.timedRows.firstIndex { $0.line == line } ?? timer.timer
            return ScopeTimer(timer: position, delay: timer.delay)
        }
        return RuntimeScope(name: name, kind: kind, timers: renumbered, activities: activities)
    }
}

@testable import StateMachineCompiler

/// The single faults of one row, each with its kind, a description and the faulty row
/// (`nil` for a row removed). A fault that leaves the row as it was is not one.
struct RowFaults {
    let machine: Machine
    let row: Row

    var all: [(Mutant.Kind, String, Row?)] {
        // Removing an `after` row would remove the `Timer` case the tests name; `TimeFaults`
        // drops its timer instead.
        var faults: [(Mutant.Kind, String, Row?)] = row.delay == nil ? [(.rowRemoved, "row removed", nil)] : []
        for relaxation in Relaxation.all(of: row) {
            switch relaxation {
            case .repeatedName(let name, let position):
                faults.append((.repeatedSideIgnored, "\(name) not compared (\(side(position)) side)", row.relaxed(relaxation)))
                faults.append(
                    (.bindingSideIgnored, "\(name) read from the \(side(position)) side only", row.readingName(name, at: position)))
            case .guardExpression:
                faults.append((.guardDropped, "guard dropped", row.relaxed(relaxation)))
            case .literal(let literal, let position):
                faults += changed(literal).map {
                    (.literalChanged, "\(literal.specText) changed to \($0.specText)", row.withPattern(.literal($0), at: position))
                }
            }
        }
        guard case .transition(let target) = row.action else { return faults }
        let arguments = row.clause.targetArguments
        let calls = row.clause.effects
        for index in calls.indices {
            var fewer = calls
            fewer.remove(at: index)
            faults.append((.effectDropped, "effect \(index + 1) dropped", row.withAction(target, arguments, fewer)))
        }
        for (first, second) in pairs(calls.count) where calls[first] != calls[second] {
            var swapped = calls
            swapped.swapAt(first, second)
            faults.append((.effectsSwapped, "effects \(first + 1) and \(second + 1) swapped", row.withAction(target, arguments, swapped)))
        }
        for (first, second) in swappablePairs(arguments, machine.states[target].parameters) {
            var swapped = arguments
            swapped.swapAt(first, second)
            faults.append(
                (.argumentsSwapped, "target arguments \(first + 1) and \(second + 1) swapped", row.withAction(target, swapped, calls)))
        }
        for (number, call) in calls.enumerated() {
            for (first, second) in swappablePairs(call.arguments, machine.effects[call.effect].parameters) {
                var swappedCalls = calls
                var swapped = call.arguments
                swapped.swapAt(first, second)
                swappedCalls[number] = EffectCall(effect: call.effect, arguments: swapped)
                faults.append(
                    (
                        .argumentsSwapped, "effect \(number + 1) arguments \(first + 1) and \(second + 1) swapped",
                        row.withAction(target, arguments, swappedCalls)
                    ))
            }
        }
        for other in machine.states.indices
        where other != target && machine.states[other].parameters.map(\.type) == machine.states[target].parameters.map(\.type) {
            faults.append((.retargeted, "retargeted to \(machine.states[other].name)", row.withAction(other, arguments, calls)))
        }
        return faults
    }

    private func side(_ position: Int) -> String {
        position < (row.sourcePatterns?.count ?? 0) ? "state" : "event"
    }

    /// Another literal of the same kind; none for `nil`, whose other values are not literals.
    private func changed(_ literal: Literal) -> [Literal] {
        switch literal {
        case .bool(let value): return [.bool(!value)]
        case .integer(let value): return value.adding(1).map { [.integer($0)] } ?? []
        case .string(let value): return [.string(value + "!")]
        case .nil: return []
        }
    }

    private func pairs(_ count: Int) -> [(Int, Int)] {
        (0..<count).flatMap { first in ((first + 1)..<max(first + 1, count)).map { (first, $0) } }
    }

    /// Pairs of arguments of the same declared type that read different names or fields.
    private func swappablePairs(_ arguments: [Value], _ parameters: [Field]) -> [(Int, Int)] {
        pairs(min(arguments.count, parameters.count)).filter { first, second in
            guard parameters[first].type == parameters[second].type, arguments[first] != arguments[second] else { return false }
            if case .literal = arguments[first] { return false }
            if case .literal = arguments[second] { return false }
            return true
        }
    }
}

extension Row {
    func withAction(_ target: Int, _ arguments: [Value], _ calls: [EffectCall]) -> Row {
        Row(
            index: index, line: line, source: source, trigger: trigger,
            action: updatesInPlace ? .update(state: target) : .transition(target: target),
            clause: Clause(matches: clause.matches, guardExpression: guardExpression, targetArguments: arguments, effects: calls),
            text: text)
    }

    func withPattern(_ pattern: Pattern, at position: Int) -> Row {
        var patterns = clause.allPatterns
        patterns[position] = pattern
        return with(clause.with(matches: clause.matches.replacingPatterns(with: patterns)))
    }
}

@testable import StateMachineCompiler

/// Faults in the values of a row: an ordering comparison moved across its boundary
/// (`<` and `<=`, `>` and `>=` trade places) and a constant added or subtracted changed
/// by one, in the guard, the target's arguments or an effect's.
struct ValueFaults {
    let row: Row

    var all: [(Mutant.Kind, String, Row)] {
        var faults: [(Mutant.Kind, String, Row)] = []
        if let guardExpression = row.guardExpression {
            for (description, faulty) in Self.orderingFaults(guardExpression) {
                faults.append((.orderingMoved, description, row.withGuard(faulty)))
            }
            for (description, faulty) in Self.constantFaults(guardExpression) {
                faults.append((.constantChanged, description + " in the guard", row.withGuard(faulty)))
            }
        }
        guard case .transition(let target) = row.action else { return faults }
        let arguments = row.clause.targetArguments
        let calls = row.clause.effects
        for (position, argument) in arguments.enumerated() {
            for (description, faulty) in Self.constantFaults(argument) {
                var changed = arguments
                changed[position] = faulty
                faults.append(
                    (.constantChanged, description + " in target argument \(position + 1)", row.withAction(target, changed, calls)))
            }
        }
        for (number, call) in calls.enumerated() {
            for (position, argument) in call.arguments.enumerated() {
                for (description, faulty) in Self.constantFaults(argument) {
                    var changedArguments = call.arguments
                    changedArguments[position] = faulty
                    var changedCalls = calls
                    changedCalls[number] = EffectCall(effect: call.effect, arguments: changedArguments)
                    faults.append(
                        (
                            .constantChanged, description + " in effect \(number + 1) argument \(position + 1)",
                            row.withAction(target, arguments, changedCalls)
                        ))
                }
            }
        }
        return faults
    }

    private static func orderingFaults(_ expression: GuardExpression) -> [(String, GuardExpression)] {
        switch expression {
        case .value, .inRegion: return []
        case .not(let operand): return orderingFaults(operand).map { ($0, .not($1)) }
        case .ordering(let op, let left, let right):
            let moved: OrderingOperator =
                switch op {
                case .less: .lessOrEqual
                case .lessOrEqual: .less
                case .greater: .greaterOrEqual
                case .greaterOrEqual: .greater
                }
            return [("\(op.rawValue) changed to \(moved.rawValue)", .ordering(moved, left, right))]
        case .equal(let left, let right): return pairFaults(left, right, orderingFaults, GuardExpression.equal)
        case .notEqual(let left, let right): return pairFaults(left, right, orderingFaults, GuardExpression.notEqual)
        case .and(let left, let right): return pairFaults(left, right, orderingFaults, GuardExpression.and)
        case .or(let left, let right): return pairFaults(left, right, orderingFaults, GuardExpression.or)
        }
    }

    private static func constantFaults(_ expression: GuardExpression) -> [(String, GuardExpression)] {
        switch expression {
        case .value(let value): return constantFaults(value).map { ($0, .value($1)) }
        case .inRegion: return []
        case .not(let operand): return constantFaults(operand).map { ($0, .not($1)) }
        case .ordering(let op, let left, let right): return pairFaults(left, right, constantFaults) { .ordering(op, $0, $1) }
        case .equal(let left, let right): return pairFaults(left, right, constantFaults, GuardExpression.equal)
        case .notEqual(let left, let right): return pairFaults(left, right, constantFaults, GuardExpression.notEqual)
        case .and(let left, let right): return pairFaults(left, right, constantFaults, GuardExpression.and)
        case .or(let left, let right): return pairFaults(left, right, constantFaults, GuardExpression.or)
        }
    }

    /// Each integer literal of a sum changed by one.
    private static func constantFaults(_ value: Value) -> [(String, Value)] {
        guard case .arithmetic(let op, let left, let right, let type) = value else { return [] }
        func changed(_ side: Value) -> [(String, Value)] {
            if case .literal(.integer(let constant)) = side {
                return constant.adding(1).map { [("\(constant) changed to \($0)", .literal(.integer($0)))] } ?? []
            }
            return constantFaults(side)
        }
        return changed(left).map { ($0, .arithmetic(op, $1, right, type)) } + changed(right).map { ($0, .arithmetic(op, left, $1, type)) }
    }

    private static func pairFaults<Node>(
        _ left: Node, _ right: Node, _ faults: (Node) -> [(String, Node)], _ make: (Node, Node) -> Node
    ) -> [(String, Node)] {
        faults(left).map { ($0, make($1, right)) } + faults(right).map { ($0, make(left, $1)) }
    }
}

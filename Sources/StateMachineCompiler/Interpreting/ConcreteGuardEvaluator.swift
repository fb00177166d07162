/// Evaluates a guard over the concrete values of bound names and context fields, as the
/// interpreter runs a machine (the analyses decide constant guards symbolically instead,
/// with `SymbolicGuardEvaluation`). A name the checker would have refused evaluates to
/// `nil`, so a malformed model never traps; a sum outside its type throws, and `&&` and
/// `||` stop early as Swift's do, so a sum they skip cannot.
struct ConcreteGuardEvaluator {
    let bindings: [String: RuntimeValue]
    let context: [String: RuntimeValue]
    /// Each region's state before the event, which `in(...)` reads; `nil` without regions (and
    /// for target arguments), so evaluating costs nothing for them.
    var regions: RegionReading? = nil

    func evaluate(_ expression: GuardExpression) throws(Overflow) -> RuntimeValue {
        switch expression {
        case .value(.binding(let name)): return bindings[name] ?? .nil
        case .value(.context(let name)): return context[name] ?? .nil
        case .value(.literal(let literal)): return RuntimeValue(literal)
        case .value(.arithmetic(let op, let left, let right, let type)):
            return try RuntimeValue.arithmetic(op, evaluate(.value(left)), evaluate(.value(right)), in: type)
        case .ordering(let op, let left, let right):
            return .bool(RuntimeValue.ordered(op, try evaluate(left), try evaluate(right)))
        case .inRegion(let test): return .bool(regions?.holds(test, bindings: bindings) ?? false)
        case .not(let operand): return .bool(try evaluate(operand) == .bool(false))
        case .equal(let left, let right): return .bool(try evaluate(left) == evaluate(right))
        case .notEqual(let left, let right): return .bool(try evaluate(left) != evaluate(right))
        case .and(let left, let right):
            guard try evaluate(left) == .bool(true) else { return .bool(false) }
            return .bool(try evaluate(right) == .bool(true))
        case .or(let left, let right):
            guard try evaluate(left) != .bool(true) else { return .bool(true) }
            return .bool(try evaluate(right) == .bool(true))
        }
    }
}

import StateMachineCompiler

/// How a matrix cell names an effect a row yields (``MatrixPlan/Effect``): the row's own by
/// its name; one an exit or entry adds with its origin, `cancelFetch (exit fetching)`, and,
/// when its patterns or guard may not hold, when it applies,
/// `reportSlowQuote (entry waitingLonger if tracksSlowQuotes)`.
struct MatrixEffects {
    let machine: Machine

    func name(_ planned: MatrixPlan.Effect) -> String {
        let name = machine.effects[planned.effect].name
        guard let declaration = planned.declaration else { return name }
        let condition = declaration.clause.isUnconditional ? "" : " if " + Self.condition(of: declaration)
        return "\(name) (\(declaration.kind.rawValue) \(owner(of: declaration))\(condition))"
    }

    private func owner(of declaration: StateEffects) -> String {
        machine.name(of: declaration.source)
    }

    /// The guard as written, or the patterns that must match when there is no guard.
    private static func condition(of declaration: StateEffects) -> String {
        if let guardExpression = declaration.clause.guardExpression { return guardExpression.specText }
        return "(" + declaration.patterns.map(\.specText).joined(separator: ", ") + ") matches"
    }
}

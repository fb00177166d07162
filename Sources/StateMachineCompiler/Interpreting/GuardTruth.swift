/// Whether a guard can go both ways, for the checker's "guard is always true/false".
public enum GuardTruth: Hashable, Sendable {
    case dependsOnValues
    case alwaysTrue
    case alwaysFalse
}

extension Interpreter {
    /// How many assignments ``guardTruth(of:)`` tries before it gives up.
    static let guardAssignmentLimit = 100_000

    /// The truth of the row's guard over every assignment of the names and fields it
    /// reads, `nil` when the row has no guard.
    ///
    /// Each name tries as many distinct samples as the guard has names (enough for any
    /// pattern of equalities among them), `nil` where its type is optional, and the
    /// literals the guard compares it with. Bool has only its two values. When there are
    /// too many assignments it answers `.dependsOnValues`, so a warning is never wrong.
    public func guardTruth(of row: Row) -> GuardTruth? {
        guard let guardExpression = row.guardExpression else { return nil }
        let slots = RowSlots(row: row, machine: machine)
        var atoms: [Value] = []
        for value in RowSlots.values(in: guardExpression) where !atoms.contains(value) {
            if case .literal = value { continue }
            atoms.append(value)
        }
        let comparisons = RowSlots.comparisons(in: guardExpression)
        var domains: [[RuntimeValue]] = []
        for atom in atoms {
            guard let type = slots.slot(of: atom).flatMap({ type(of: $0, in: row) }) else { return .dependsOnValues }
            var domain: [RuntimeValue] = []
            let literals = comparisons.filter { $0.0 == atom }.map { RuntimeValue($0.1) }
            let samples = (0...atoms.count).compactMap { Samples.unbounded.sample(of: type, at: $0) }
            for value in samples + literals where !domain.contains(value) {
                if value == .nil && type.wrappedIfOptional == nil { continue }
                domain.append(value)
            }
            domains.append(domain)
        }
        let total = domains.reduce(1) { product, domain in
            let (next, overflow) = product.multipliedReportingOverflow(by: domain.count)
            return overflow ? Int.max : next
        }
        guard total > 0, total <= Self.guardAssignmentLimit else { return .dependsOnValues }
        var seenTrue = false
        var seenFalse = false
        for number in 0..<total {
            var bindings: [String: RuntimeValue] = [:]
            var context: [String: RuntimeValue] = [:]
            var rest = number
            for (atom, domain) in zip(atoms, domains) {
                let value = domain[rest % domain.count]
                rest /= domain.count
                switch atom {
                case .binding(let name): bindings[name] = value
                case .context(let name): context[name] = value
                case .literal: continue
                }
            }
            if GuardEvaluator(bindings: bindings, context: context).evaluate(guardExpression) == .bool(true) {
                seenTrue = true
            } else {
                seenFalse = true
            }
            if seenTrue && seenFalse { return .dependsOnValues }
        }
        return seenTrue ? .alwaysTrue : .alwaysFalse
    }

    private func type(of slot: Slot, in row: Row) -> SwiftType? {
        switch slot {
        case .context(let index):
            return machine.context.flatMap { $0.indices.contains(index) ? $0[index].type : nil }
        case .state(let index):
            guard let state = row.sourceState, machine.states.indices.contains(state) else { return nil }
            let parameters = machine.states[state].parameters
            return parameters.indices.contains(index) ? parameters[index].type : nil
        case .event(let index):
            guard machine.events.indices.contains(row.event) else { return nil }
            let parameters = machine.events[row.event].parameters
            return parameters.indices.contains(index) ? parameters[index].type : nil
        }
    }
}

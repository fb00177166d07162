// Spec text for declarations and rows, which need the machine to name cases.

extension Field {
    /// `label: Type`
    public var specText: String { "\(name): \(type)" }
}

extension CaseDeclaration {
    /// The declaration's signature, e.g. `saving(confirmed: Bool, operationID: UUID)`.
    public var specText: String {
        CallSyntax.render(name, parameters.isEmpty ? nil : parameters.map(\.specText))
    }
}

extension Machine {
    /// `*`, `submitting`, `submitting(op)` or `a, b, busy`.
    public func specText(sourceOf row: Row) -> String {
        // A completion row is written on its group; its source lists the group's final states.
        if case .completion(let group) = row.trigger { return name(of: .group(group)) }
        switch row.source {
        case .any: return "*"
        case .state(let state): return CallSyntax.render(stateName(state), row.sourcePatterns?.map(\.specText))
        case .group, .list: return name(of: row.source)
        }
    }

    /// `*`, a state's or group's name, or a list's names joined by `, `, without patterns.
    public func name(of source: Source) -> String {
        switch source {
        case .any: return "*"
        case .state(let state): return stateName(state)
        case .group(let group): return groups.indices.contains(group) ? groups[group].name : "<#\(group)>"
        case .list(let items): return items.map { name(of: $0.source) }.joined(separator: ", ")
        }
    }

    /// `entry submitting(op) [ok] / startTimeout(op)`, as the author wrote it.
    public func specText(of declaration: StateEffects) -> String {
        var text = declaration.kind.rawValue + " "
        switch declaration.source {
        case .state(let state): text += CallSyntax.render(stateName(state), declaration.clause.statePatterns?.map(\.specText))
        case .any, .group, .list: text += name(of: declaration.source)
        }
        if let guardExpression = declaration.clause.guardExpression { text += " [\(guardExpression.specText)]" }
        return text + " / " + declaration.clause.effects.map(specText).joined(separator: ", ")
    }

    /// The row's event as written, `submitAccepted` or `submitAccepted(op, order)`; or its
    /// delay, `after 5s`; or `always`.
    public func specText(eventOf row: Row) -> String {
        switch row.trigger {
        case .event(let event): return CallSyntax.render(eventName(event), row.eventPatterns?.map(\.specText))
        case .after(let delay): return "after " + delay.spelling
        case .always: return ContextualKeyword.always.rawValue
        case .completion: return ContextualKeyword.done.rawValue
        }
    }

    /// `confirmed(order)` for a `->` or `stays` row, `nil` for an `ignore` row.
    public func specText(targetOf row: Row) -> String? {
        guard let target = row.target else { return nil }
        return specText(target: target, arguments: row.clause.targetArguments)
    }

    /// `submit(checkoutID, quoteRevision, op)`, or `reload` for an effect without parameters.
    public func specText(_ call: EffectCall) -> String {
        CallSyntax.render(name(of: call.effect, in: effects), call.arguments.isEmpty ? nil : call.arguments.map(\.specText))
    }

    /// The whole row on one line, e.g. `draft on submitTapped(op) [ok] -> submitting(op) / submit(op)`.
    public func specText(of row: Row) -> String {
        var text = "\(specText(sourceOf: row)) \(row.event == nil ? "" : "on ")\(specText(eventOf: row))"
        if let guardExpression = row.guardExpression { text += " [\(guardExpression.specText)]" }
        switch row.action {
        case .ignore:
            return text + " ignore"
        case .transition(let target), .update(let target):
            text += (row.updatesInPlace ? " stays " : " -> ") + specText(target: target, arguments: row.clause.targetArguments)
            let calls = row.clause.effects
            return calls.isEmpty ? text : text + " / " + calls.map(specText).joined(separator: ", ")
        }
    }

    private func specText(target: Int, arguments: [Value]) -> String {
        CallSyntax.render(stateName(target), arguments.isEmpty ? nil : arguments.map(\.specText))
    }

    /// A state's name; an index the checker would never produce still prints, visibly.
    package func stateName(_ index: Int) -> String { name(of: index, in: states) }

    package func eventName(_ index: Int) -> String { name(of: index, in: events) }

    private func name(of index: Int, in cases: [CaseDeclaration]) -> String {
        cases.indices.contains(index) ? cases[index].name : "<#\(index)>"
    }
}

/// Shared spelling of `name(argument, ...)`; `nil` arguments mean no parentheses at all.
package enum CallSyntax {
    package static func render(_ name: String, _ arguments: [String]?) -> String {
        guard let arguments else { return name }
        return "\(name)(\(arguments.joined(separator: ", ")))"
    }
}

@testable import StateMachineCompiler

extension HandBuilt {
    /// A row's source as tests write it, with the source state's patterns beside it.
    enum Source {
        case any
        case state(Int, patterns: [Pattern]?)
    }

    /// A row's action as tests write it, with the target's payload and the effects.
    enum Action {
        case transition(target: Int, arguments: [Value], effects: [EffectCall])
        case ignore
    }

    /// A row whose clause is assembled from the parts written beside its source, event and action.
    static func row(
        index: Int = 0, line: Int, source: Source, event: Int, eventPatterns: [Pattern]?, guardExpression: GuardExpression?,
        action: Action, text: String = ""
    ) -> Row {
        var matches: [PayloadMatch] = []
        let rowSource: StateMachineCompiler.Source
        switch source {
        case .any: rowSource = .any
        case .state(let state, let patterns):
            rowSource = .state(state)
            if let patterns { matches.append(PayloadMatch(.state(state), patterns)) }
        }
        if let eventPatterns { matches.append(PayloadMatch(.event(event), eventPatterns)) }
        let rowAction: Row.Action
        var clause = Clause(matches: matches, guardExpression: guardExpression)
        switch action {
        case .ignore:
            rowAction = .ignore
        case .transition(let target, let arguments, let effects):
            rowAction = .transition(target: target)
            clause = Clause(matches: matches, guardExpression: guardExpression, targetArguments: arguments, effects: effects)
        }
        return Row(index: index, line: line, source: rowSource, event: event, action: rowAction, clause: clause, text: text)
    }
}

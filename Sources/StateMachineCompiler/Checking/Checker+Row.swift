extension Checker {
    /// Names a row has bound so far, with their types and where they were bound.
    struct Scope {
        /// Where the row (or entry or exit declaration) starts: names bound in different
        /// rows are different symbols.
        let row: Int
        var types: [String: SwiftType] = [:]
        var ranges: [String: SourceRange] = [:]
        /// Names bound by a pattern that could not be checked (unknown case, wrong arity):
        /// their use is not reported again, since the pattern's error already explains it.
        var unresolved: Set<String> = []

        mutating func bindUnresolved(_ patterns: [PatternSyntax]?) {
            for case .name(let name) in patterns ?? [] where types[name.text] == nil { unresolved.insert(name.text) }
        }
    }

    /// The checked row and where its parts are written, or `nil` after reporting its errors.
    mutating func checkRow(_ row: RowSyntax, index: Int) -> (Row, MachineSourceMap.RowRanges)? {
        let errorsBefore = errorCount
        var scope = Scope(row: row.range.start)
        var source: Row.Source = .any
        var sourceIsFinal = false
        if case .state(let name, let patterns) = row.source, let group = groupIndex[name.text] {
            source = checkGroupSource(group, name: name, patterns: patterns, isTransition: row.arrow != nil)
        } else if case .list(let items) = row.source {
            source = checkSourceList(items, transitionArrow: row.arrow)
        } else if case .state(let name, let patterns) = row.source {
            if let state = resolveSourceState(name) {
                let declared = states[state]
                sourceIsFinal = declared.model.isFinal
                let checked = patterns.flatMap { checkPatterns($0, of: declared, name: name, scope: &scope) }
                source = .state(state, patterns: checked)
            } else {
                scope.bindUnresolved(patterns)
            }
        }
        let event = resolveEvent(row.event)
        var eventPatterns: [Pattern]?
        if let event {
            eventPatterns = row.eventPatterns.flatMap { checkPatterns($0, of: events[event], name: row.event, scope: &scope) }
        } else {
            scope.bindUnresolved(row.eventPatterns)
        }
        let guardExpression = row.guardExpression.flatMap { checkGuard($0, scope: scope) }
        let action = checkAction(row.action, scope: scope)
        if case .transition(let arrow, _, _, _) = row.action, sourceIsFinal, case .state(let name, _) = row.source {
            error(
                .transitionFromFinal, "'->' cannot leave final state '\(name.text)'", at: arrow,
                notes: stateIndex[name.text].map { [.init("'\(name.text)' declared final here", at: finalRange(of: $0))] } ?? [])
        }
        guard errorCount == errorsBefore, let event, let action else { return nil }
        let checked = Row(
            index: index, line: file.location(of: row.range.start).line, source: source, event: event,
            eventPatterns: eventPatterns, guardExpression: guardExpression, action: action,
            text: Self.singleLine(file.text(of: row.range)))
        let ranges = MachineSourceMap.RowRanges(
            row: row.range, source: row.sourceRange, guardExpression: row.guardExpression?.range, bindings: scope.ranges)
        return (checked, ranges)
    }

    func finalRange(of state: Int) -> SourceRange {
        states[state].syntax.finalKeyword ?? states[state].syntax.name.range
    }

    mutating func checkPatterns(
        _ patterns: [PatternSyntax], of declared: Declared, name: NameSyntax, scope: inout Scope
    ) -> [Pattern]? {
        let parameters = declared.model.parameters
        guard patterns.count == parameters.count else {
            error(.wrongArity, arityMessage(declared, given: patterns.count), at: name.range)
            scope.bindUnresolved(patterns)
            return nil
        }
        return zip(patterns, parameters).map { pattern, parameter in
            switch pattern {
            case .wildcard:
                return .skip
            case .literal(let literal):
                if let problem = TypeRules.literalProblem(literal.literal, for: parameter.type) {
                    error(.typeMismatch, problem, at: literal.range)
                }
                return .literal(literal.literal)
            case .name(let bound):
                return bind(bound, to: parameter, scope: &scope)
            }
        }
    }

    private mutating func bind(_ name: NameSyntax, to parameter: Field, scope: inout Scope) -> Pattern {
        let type = parameter.type
        if contextTypes[name.text] != nil {
            error(
                .shadowsContext, "'\(name.text)' is a context field and cannot be bound by a pattern", at: name.range,
                notes: contextFields?.first { $0.name.text == name.text }.map { [.init("context field declared here", at: $0.name.range)] }
                    ?? [])
            return .skip
        }
        guard let boundType = scope.types[name.text] else {
            scope.types[name.text] = type
            scope.ranges[name.text] = name.range
            symbols.declare(
                .binding(row: scope.row, name: name.text), at: name.range, signature: "\(name.text): \(type)",
                isSensitive: parameter.isSensitive)
            return .bind(name.text)
        }
        symbols.use(.binding(row: scope.row, name: name.text), at: name.range)
        if boundType != type {
            error(
                .typeMismatch, "'\(name.text)' is bound as '\(boundType)' and cannot also match a value of type '\(type)'",
                at: name.range, notes: scope.ranges[name.text].map { [.init("'\(name.text)' first bound here", at: $0)] } ?? [])
        }
        return .same(name.text)
    }

    func arityMessage(_ declared: Declared, given: Int) -> String {
        let kind = declared.syntax.kind.rawValue
        let expected = declared.model.parameters.count
        let signature = declared.model.name + "(" + declared.model.parameters.map { "\($0.name):" }.joined() + ")"
        return "\(kind) '\(signature)' takes \(expected) value\(expected == 1 ? "" : "s"), found \(given)"
    }

    private mutating func checkAction(_ action: RowSyntax.Action, scope: Scope) -> Row.Action? {
        guard case .transition(_, let target, let arguments, let effectCalls) = action else { return .ignore }
        let targetState = resolveState(target)
        let targetArguments = targetState.flatMap { checkArguments(arguments, for: states[$0], name: target, scope: scope) }
        var calls: [EffectCall] = []
        for call in effectCalls {
            guard let effect = resolveEffect(call.name),
                let values = checkArguments(call.arguments, for: effects[effect], name: call.name, scope: scope)
            else { continue }
            calls.append(EffectCall(effect: effect, arguments: values))
        }
        guard let targetState, let targetArguments, calls.count == effectCalls.count else { return nil }
        return .transition(target: targetState, arguments: targetArguments, effects: calls)
    }

    /// Positional arguments, one per declared parameter; no parentheses means none.
    mutating func checkArguments(_ arguments: [ValueSyntax]?, for declared: Declared, name: NameSyntax, scope: Scope) -> [Value]? {
        let given = arguments ?? []
        guard given.count == declared.model.parameters.count else {
            error(.wrongArity, arityMessage(declared, given: given.count), at: name.range)
            return nil
        }
        var values: [Value] = []
        for (argument, parameter) in zip(given, declared.model.parameters) {
            guard let (value, type) = resolveValue(argument, scope: scope) else { continue }
            if let problem = problem(passing: type, as: parameter.type) {
                error(.typeMismatch, problem + " for parameter '\(parameter.name)'", at: argument.range)
                continue
            }
            values.append(value)
        }
        return values.count == given.count ? values : nil
    }
}

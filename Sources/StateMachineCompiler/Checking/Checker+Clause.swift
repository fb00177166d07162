extension Checker {
    /// Names a clause has bound so far, with their types and where they were bound, and
    /// the pattern lists checked so far.
    struct Scope {
        /// Where the row (or entry or exit declaration) starts: names bound in different
        /// clauses are different symbols.
        let row: Int
        /// The names bound so far, in binding order. A clause binds a handful, so they are
        /// searched in a line: hashing each into dictionaries of their own cost every row more.
        private(set) var bound: [BoundName] = []
        /// Names bound by a pattern that could not be checked (unknown case, wrong arity):
        /// their use is not reported again, since the pattern's error already explains it.
        var unresolved: [String] = []
        /// Names bound from a `sensitive` field, with where the field was marked: their value
        /// stays sensitive wherever it is passed.
        private(set) var sensitive: [(name: String, mark: SourceRange)] = []
        var matches: [PayloadMatch] = []
        /// The region the clause's source lies in, which its `in(...)` tests may not read.
        var region: Int?

        struct BoundName {
            let name: String
            let type: SwiftType
            /// Where the name is first bound.
            let range: SourceRange
        }

        func type(of name: String) -> SwiftType? { bound.first { $0.name == name }?.type }

        func range(of name: String) -> SourceRange? { bound.first { $0.name == name }?.range }

        mutating func bind(_ name: String, as type: SwiftType, at range: SourceRange) {
            bound.append(BoundName(name: name, type: type, range: range))
        }

        /// Where the field a name is bound from was marked `sensitive`, if it was.
        func sensitiveMark(of name: String) -> SourceRange? { sensitive.first { $0.name == name }?.mark }

        mutating func markSensitive(_ name: String, at mark: SourceRange) {
            if sensitiveMark(of: name) == nil { sensitive.append((name, mark)) }
        }

        mutating func bindUnresolved(_ patterns: [PatternSyntax]?) {
            for case .name(let name) in patterns ?? [] where type(of: name.text) == nil && !unresolved.contains(name.text) {
                unresolved.append(name.text)
            }
        }

        /// Where the clause's guard and bindings are written.
        func ranges(guardExpression: ExpressionSyntax?) -> MachineSourceMap.ClauseRanges {
            MachineSourceMap.ClauseRanges(
                guardExpression: guardExpression?.range, bindings: bound.map { .init(name: $0.name, range: $0.range) },
                regionTests: guardExpression?.inStateTests.map(\.range) ?? [])
        }
    }

    /// Checks the patterns written on a state's or the event's payload (`name` is the case
    /// as written); they become the clause's next match. Without a payload (the name is
    /// unknown, already reported) the names they bind are quietly unresolved.
    mutating func checkMatch(_ patterns: [PatternSyntax]?, on payload: PayloadMatch.Payload?, name: NameSyntax, scope: inout Scope) {
        guard let payload else { return scope.bindUnresolved(patterns) }
        guard let patterns else { return }
        let declared: CaseNamespace.Declared
        switch payload {
        case .state(let state): declared = namespaces.states[state]
        case .event(let event): declared = namespaces.events[event]
        }
        if let checked = checkPatterns(patterns, of: declared, name: name, scope: &scope) {
            scope.matches.append(PayloadMatch(payload, checked))
        }
    }

    /// The effects after `/`, or `nil` after reporting why one is invalid.
    mutating func checkEffectCalls(_ calls: [EffectCallSyntax], scope: Scope) -> [EffectCall]? {
        var checked: [EffectCall] = []
        for call in calls {
            guard let effect = resolveEffect(call.name),
                let values = checkArguments(call.arguments, for: namespaces.effects[effect], name: call.name, scope: scope)
            else { continue }
            checked.append(EffectCall(effect: effect, arguments: values))
        }
        return checked.count == calls.count ? checked : nil
    }

    /// A group has no payload: patterns written on it are an error. `keyword` is the
    /// declaration's word (`entry`), `nil` for a row.
    mutating func reportPatternsOnGroup(_ group: Int, name: NameSyntax, patterns: [PatternSyntax]?, keyword: String?) {
        guard let patterns, let first = patterns.first else { return }
        error(
            StructureMessage.patternsOnGroup(group: name.text, keyword: keyword),
            at: first.range.union(patterns.last?.range ?? first.range),
            notes: [.init(.declaredHere(name.text, kind: .group), at: namespaces.groups[group].syntax.name.range)])
    }

    mutating func checkPatterns(
        _ patterns: [PatternSyntax], of declared: CaseNamespace.Declared, name: NameSyntax, scope: inout Scope
    ) -> [Pattern]? {
        let parameters = declared.model.parameters
        guard patterns.count == parameters.count else {
            error(arityMessage(declared, given: patterns.count), at: name.range)
            scope.bindUnresolved(patterns)
            return nil
        }
        return zip(patterns, zip(parameters, declared.syntax.parameters)).map { pattern, fields in
            let (parameter, written) = fields
            switch pattern {
            case .wildcard:
                return .skip
            case .literal(let literal):
                if let problem = TypeRules.literalProblem(literal.literal, for: parameter.type) {
                    error(TypeMismatch.literal(problem), at: literal.range)
                }
                return .literal(literal.literal)
            case .name(let bound):
                // A name bound twice holds equal values: sensitive if either field is.
                if let mark = written.sensitive { scope.markSensitive(bound.text, at: mark) }
                return bind(bound, to: parameter, scope: &scope)
            }
        }
    }

    private mutating func bind(_ name: NameSyntax, to parameter: Field, scope: inout Scope) -> Pattern {
        let type = parameter.type
        if let clash = namespaces.context.clash(binding: name.text), let field = namespaces.context.field(named: name.text) {
            report(clash, at: name, existing: field.name)
            return .skip
        }
        guard let boundType = scope.type(of: name.text) else {
            scope.bind(name.text, as: type, at: name.range)
            symbols.declare(
                .binding(row: scope.row, name: name.text), at: name.range, signature: "\(name.text): \(type)",
                isSensitive: parameter.isSensitive)
            return .bind(name.text)
        }
        symbols.use(.binding(row: scope.row, name: name.text), at: name.range)
        if boundType != type {
            error(
                TypeMismatch.boundTwice(name.text, boundAs: boundType, matching: type), at: name.range,
                notes: scope.range(of: name.text).map { [.init(.firstBound(name.text), at: $0)] } ?? [])
        }
        return .same(name.text)
    }

    func arityMessage(_ declared: CaseNamespace.Declared, given: Int) -> NameMessage {
        .wrongArity(declared.syntax.kind, name: declared.model.name, labels: declared.model.parameters.map(\.name), found: given)
    }

    /// Positional arguments, one per declared parameter; no parentheses means none.
    mutating func checkArguments(_ arguments: [ValueSyntax]?, for declared: CaseNamespace.Declared, name: NameSyntax, scope: Scope)
        -> [Value]?
    {
        let given = arguments ?? []
        guard given.count == declared.model.parameters.count else {
            error(arityMessage(declared, given: given.count), at: name.range)
            return nil
        }
        var values: [Value] = []
        for (argument, (parameter, written)) in zip(given, zip(declared.model.parameters, declared.syntax.parameters)) {
            guard let (value, type) = resolveValue(argument, scope: scope) else { continue }
            if let mismatch = mismatch(passing: type, as: parameter.type) {
                error(TypeMismatch.argument(mismatch, parameter: parameter.name), at: argument.range)
                continue
            }
            checkSensitiveFlow(argument, into: written, of: declared, scope: scope)
            values.append(value)
        }
        return values.count == given.count ? values : nil
    }
}

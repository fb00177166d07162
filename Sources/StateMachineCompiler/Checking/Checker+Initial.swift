extension Checker {
    /// Exactly one `initial`, naming a declared state, with either no values or one
    /// literal per payload parameter.
    mutating func checkInitial(_ spec: SpecSyntax) -> InitialState? {
        var found: (keyword: SourceRange, state: NameSyntax, arguments: [LiteralSyntax]?)?
        for case .initial(let keyword, let state, let arguments) in spec.declarations {
            if let first = found {
                error(DeclarationMessage.duplicateInitial, at: keyword, notes: [.init(.firstInitial, at: first.keyword)])
            } else {
                found = (keyword, state, arguments)
            }
        }
        guard let found else {
            if let machineName {
                error(DeclarationMessage.missingInitial(machine: machineName.text), at: machineName.range)
            }
            return nil
        }
        guard let state = resolveState(found.state) else { return nil }
        let parameters = namespaces.states[state].model.parameters
        guard let arguments = found.arguments else {
            return InitialState(state: state, arguments: parameters.isEmpty ? [] : nil)
        }
        guard arguments.count == parameters.count else {
            error(
                NameMessage.wrongInitialArity(state: found.state.text, expected: parameters.count, found: arguments.count),
                at: found.state.range)
            return nil
        }
        var valid = true
        for (argument, parameter) in zip(arguments, parameters) {
            if let problem = TypeRules.literalProblem(argument.literal, for: parameter.type) {
                error(TypeMismatch.literal(problem), at: argument.range)
                valid = false
            }
        }
        return valid ? InitialState(state: state, arguments: arguments.map(\.literal)) : nil
    }

    mutating func resolveState(_ name: NameSyntax) -> Int? {
        resolve(name, in: namespaces.states, symbol: .state(name.text))
    }

    mutating func resolveEvent(_ name: NameSyntax) -> Int? {
        resolve(name, in: namespaces.events, symbol: .event(name.text))
    }

    mutating func resolveEffect(_ name: NameSyntax) -> Int? {
        resolve(name, in: namespaces.effects, symbol: .effect(name.text))
    }

    private mutating func resolve(_ name: NameSyntax, in namespace: CaseNamespace, symbol: SymbolIndex.Symbol) -> Int? {
        if let found = namespace.position(of: name.text) {
            symbols.use(symbol, at: name.range)
            uses.recordResolved(namespace.kind, position: found)
            return found
        }
        let use = NameUses.CaseUse(kind: namespace.kind, name: name.text)
        if uses.invalid.contains(use) { return nil }
        uses.recordUnknown(use, at: name.range)
        let suggestion = namespace.suggestion(for: name.text, budget: &suggestionBudget)
        // The suggestion may be the misspelled one: point at its declaration too.
        var notes: [Diagnostic.Note] = []
        if let position = suggestion.flatMap(namespace.position(of:)) {
            notes.append(declaredHereNote(namespace[position].syntax.name, kind: namespace.kind))
        }
        error(
            NameMessage.unknown(namespace.kind, name: name.text, suggestion: suggestion), at: name.range, notes: notes,
            fixIts: NameSuggestion.fixIts(replacing: name, with: suggestion))
        return nil
    }
}

extension Checker {
    /// The initial state of a machine, or of each region (`all`, in region order; `first` is
    /// the first region's).
    struct InitialStates {
        let first: InitialState
        let all: [InitialState]
    }

    /// Exactly one `initial`, naming a declared state (in a machine with regions, one state of
    /// each region), with either no values or one literal per payload parameter.
    mutating func checkInitial(_ spec: SpecSyntax) -> InitialStates? {
        var found: (keyword: SourceRange, items: [InitialItemSyntax])?
        for case .initial(let keyword, let state, let arguments, let more) in spec.declarations {
            if let first = found {
                error(DeclarationMessage.duplicateInitial, at: keyword, notes: [.init(.firstInitial, at: first.keyword)])
            } else {
                found = (keyword, [InitialItemSyntax(state: state, arguments: arguments)] + more)
            }
        }
        guard let found, let firstItem = found.items.first else {
            if let machineName {
                error(DeclarationMessage.missingInitial(machine: machineName.text), at: machineName.range)
            }
            return nil
        }
        guard !membership.regions.isEmpty else {
            if found.items.count > 1 {
                error(RegionMessage.initialListWithoutRegions, at: found.items[1].state.range)
                return nil
            }
            return checkInitial(firstItem).map { InitialStates(first: $0, all: [$0]) }
        }
        var byRegion: [Int: (state: InitialState, name: NameSyntax)] = [:]
        var valid = true
        for item in found.items {
            guard let initial = checkInitial(item) else {
                valid = false
                continue
            }
            guard let region = membership.region(ofState: initial.state) else { continue }
            if let first = byRegion[region] {
                error(
                    RegionMessage.initialTwiceInRegion(region: regionName(region).text, first: first.name.text, second: item.state.text),
                    at: item.state.range, notes: [regionNote(region)])
                valid = false
            } else {
                byRegion[region] = (initial, item.state)
            }
        }
        guard valid else { return nil }
        var all: [InitialState] = []
        for region in membership.regions.indices {
            guard let initial = byRegion[region]?.state else {
                // Its states were refused for being in a group too, which is reported already.
                if listedInGroupAndRegion.regions.contains(membership.regions[region]) { continue }
                error(
                    RegionMessage.initialMissesRegion(region: regionName(region).text), at: found.keyword, notes: [regionNote(region)],
                    fixIts: startingFix(for: region, in: found.items))
                continue
            }
            all.append(initial)
        }
        guard all.count == membership.regions.count, let first = all.first else { return nil }
        return InitialStates(first: first, all: all)
    }

    /// One state of an `initial` declaration with its values.
    private mutating func checkInitial(_ item: InitialItemSyntax) -> InitialState? {
        guard let state = resolveState(item.state) else { return nil }
        let parameters = namespaces.states[state].model.parameters
        guard let arguments = item.arguments else {
            return InitialState(state: state, arguments: parameters.isEmpty ? [] : nil)
        }
        guard arguments.count == parameters.count else {
            error(
                NameMessage.wrongInitialArity(state: item.state.text, expected: parameters.count, found: arguments.count),
                at: item.state.range)
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

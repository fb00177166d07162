/// Every namespace a spec declares names in, as checking left them: what front doors ask
/// when they need the language's naming rules (rename asks what a new name would clash with).
package struct Namespaces: Sendable {
    var states = CaseNamespace(.state)
    var events = CaseNamespace(.event)
    var effects = CaseNamespace(.effect)
    var groups = GroupNamespace()
    var context = ContextNamespace()
    /// The types the spec's fields name (the first word of each, `Article` of `[Article]`):
    /// generated code inside `State` names them, so no region's enum may.
    var typesNamedInState: Set<String> = []

    /// What already answers to `newName` where the symbol is declared, as the checker would
    /// report it were the spec written with the new name; `nil` when nothing does. Bound
    /// names live in their row's scope, not here: only their clash with a context field is.
    /// A payload label clashes only with another label of its payload.
    package func clash(renaming symbol: SymbolIndex.Symbol, to newName: String) -> NameClash? {
        guard newName != symbol.name else { return nil }
        switch symbol {
        case .state:
            return states.clash(declaring: newName) ?? groups.clash(declaringState: newName)
        case .group(let name):
            let position = groups.position(of: name)
            if let clash = groups.clash(declaring: newName, states: states) { return clash }
            return position.map({ groups[$0].model.isRegion }) == true
                ? groups.regionTypeClash(naming: position, newName, typesNamedInState: typesNamedInState)
                : groups.propertyClash(naming: position, newName, states: states)
        case .event:
            return events.clash(declaring: newName)
        case .effect:
            return effects.clash(declaring: newName)
        case .contextField:
            return context.clash(declaring: newName)
        case .binding:
            return context.clash(binding: newName)
        case .payloadLabel(let kind, let declaration, _):
            return namespace(of: kind).declaration(named: declaration)?.model.parameters.contains { $0.name == newName } == true
                ? .repeatedLabel(newName) : nil
        }
    }

    /// The states, events or effects.
    func namespace(of kind: CaseDeclarationSyntax.Kind) -> CaseNamespace {
        switch kind {
        case .state: states
        case .event: events
        case .effect: effects
        }
    }
}

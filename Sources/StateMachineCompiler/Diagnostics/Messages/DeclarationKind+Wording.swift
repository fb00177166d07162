extension DeclarationKind {
    init(_ kind: CaseDeclarationSyntax.Kind) {
        switch kind {
        case .state: self = .state
        case .event: self = .event
        case .effect: self = .effect
        }
    }

    /// `a state`, `an event`.
    var withArticle: String {
        switch self {
        case .event, .effect: "an \(rawValue)"
        case .machine, .stateType, .state, .group, .region, .contextField, .timer: "a \(rawValue)"
        }
    }
}

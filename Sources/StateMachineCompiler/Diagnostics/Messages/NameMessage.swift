/// A name that does not resolve, or resolves to a case given the wrong number of values.
enum NameMessage: DiagnosticMessage {
    case unknown(CaseDeclarationSyntax.Kind, name: String, suggestion: String?)
    /// Where a state or a group may stand: a group's member, a row's source.
    case unknownMember(name: String, suggestion: String?)
    case unbound(name: String, suggestion: String?)
    /// A declared case nothing names, close to an undeclared name used `uses` (more than one) times.
    case misspelledDeclaration(CaseDeclarationSyntax.Kind, name: String, used: String, uses: Int)
    /// Values written for a case's payload: `state 'paid(amount:)' takes 1 value, found 2`.
    case wrongArity(CaseDeclarationSyntax.Kind, name: String, labels: [String], found: Int)
    /// Values written after `initial`, which names the state without labels.
    case wrongInitialArity(state: String, expected: Int, found: Int)

    var id: DiagnosticID {
        switch self {
        case .unknown, .unknownMember: .unknownName
        case .unbound: .unboundName
        case .misspelledDeclaration: .misspelledDeclaration
        case .wrongArity, .wrongInitialArity: .wrongArity
        }
    }

    var text: String {
        switch self {
        case .unknown(let kind, let name, let suggestion):
            "unknown \(kind.rawValue) '\(name)'" + NameSuggestion.question(suggestion)
        case .unknownMember(let name, let suggestion):
            "unknown state or group '\(name)'" + NameSuggestion.question(suggestion)
        case .unbound(let name, let suggestion?):
            "cannot find '\(name)' in scope" + NameSuggestion.question(suggestion)
        case .unbound(let name, nil):
            // A guard's or argument's names are the pattern's bindings and the context's fields.
            "cannot find '\(name)' in scope: declare it in 'context { \(name): TYPE }', or bind it in the row's pattern"
        case .misspelledDeclaration(let kind, let name, let used, let uses):
            "\(kind.rawValue) '\(name)' is never used, but the undeclared '\(used)' is used \(uses) times"
                + NameSuggestion.question(used)
        case .wrongArity(let kind, let name, let labels, let found):
            "\(kind.rawValue) '\(name)(\(labels.map { "\($0):" }.joined()))' takes \(Self.values(labels.count)), found \(found)"
        case .wrongInitialArity(let state, let expected, let found):
            "initial state '\(state)' takes \(Self.values(expected)), found \(found)"
        }
    }

    private static func values(_ count: Int) -> String {
        count == 1 ? "1 value" : "\(count) values"
    }
}

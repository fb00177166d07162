/// Why a name cannot be declared where it would go. The namespaces decide it
/// (`Checking/Namespaces/`); the checker reports it at the second declaration and rename
/// refuses a new name with it, so the rules and their wording are written once.
package enum NameClash: Hashable, Sendable {
    /// A declaration of the same kind already has the name.
    case redeclared(DeclarationKind, name: String)
    /// A case declaration's payload uses the label twice.
    case repeatedLabel(String)
    /// A state or group has the name: the two share one namespace.
    case sharedNamespace(name: String, existing: DeclarationKind)
    /// A pattern binds the name of a context field, which guards and arguments would no
    /// longer reach.
    case bindingShadowsContext(name: String)
    /// The group's generated `State.isNAME` property spells a state's name.
    case propertyNamesState(group: String, property: String)
    /// The group's generated property is one another group already generates (`busy`, `Busy`).
    case propertyOfGroup(group: String, property: String, other: String)
    /// The region's enum, `State.Ra`, is one another region's already is (`ra`, `Ra`).
    case regionTypeOfRegion(region: String, type: String, other: String)
    /// The region's enum, nested in `State`, would hide a type the generated code inside `State`
    /// names: a standard type (`string` gives `State.String`), a field's type, `State` itself or
    /// the machine.
    case regionHidesType(region: String, type: String)

    /// Why a rename is refused: `a state 'loading' already exists`.
    package var reason: String {
        switch self {
        case .redeclared(let kind, let name): "\(kind.withArticle) '\(name)' already exists"
        case .repeatedLabel(let name): "the payload already has a parameter '\(name)'"
        case .sharedNamespace(let name, let existing): "\(existing.withArticle) '\(name)' already exists"
        case .bindingShadowsContext(let name): "'\(name)' is a context field"
        case .propertyNamesState(let group, let property): "group '\(group)' generates 'State.\(property)'"
        case .propertyOfGroup(_, let property, let other): "group '\(other)' already generates 'State.\(property)'"
        case .regionTypeOfRegion(_, let type, let other): "region '\(other)' already generates 'State.\(type)'"
        case .regionHidesType(let region, let type): "region '\(region)' would generate 'State.\(type)', hiding the type '\(type)'"
        }
    }

    /// The note at the declaration already there.
    var existingNote: NoteMessage {
        switch self {
        case .redeclared(_, let name), .repeatedLabel(let name): .previouslyDeclared(name)
        case .sharedNamespace(let name, let existing): .declaredHere(name, kind: existing)
        case .bindingShadowsContext: .contextFieldDeclared
        case .propertyNamesState(_, let property): .declaredHere(property, kind: .state)
        case .propertyOfGroup(_, _, let other): .declaredHere(other)
        case .regionTypeOfRegion(_, _, let other): .declaredHere(other, kind: .region)
        case .regionHidesType(_, let type): .declaredHere(type)
        }
    }
}

extension NameClash: DiagnosticMessage {
    package var id: DiagnosticID {
        switch self {
        case .bindingShadowsContext: .shadowsContext
        case .regionHidesType: .regionNameTaken
        default: .duplicateDeclaration
        }
    }

    package var text: String {
        switch self {
        case .redeclared(let kind, let name):
            "invalid redeclaration of \(kind.rawValue) '\(name)'"
        case .repeatedLabel(let name):
            "invalid redeclaration of parameter label '\(name)'"
        case .sharedNamespace(let name, _):
            "invalid redeclaration of '\(name)': groups and states share one namespace"
        case .bindingShadowsContext(let name):
            "'\(name)' is a context field and cannot be bound by a pattern"
        case .propertyNamesState(let group, let property):
            "group '\(group)' generates 'State.\(property)', which state '\(property)' already names"
        case .propertyOfGroup(let group, let property, let other):
            "group '\(group)' generates 'State.\(property)', as group '\(other)' does"
        case .regionTypeOfRegion(let region, let type, let other):
            "region '\(region)' generates the enum 'State.\(type)', as region '\(other)' does"
        case .regionHidesType(let region, let type):
            "region '\(region)' generates the enum 'State.\(type)', which would hide the type '\(type)' that generated code "
                + "inside 'State' refers to; choose another region name"
        }
    }
}

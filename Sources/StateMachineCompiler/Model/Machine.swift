/// A checked machine: every name resolved, every type known to fit.
///
/// Emitters read only this model, never the syntax tree, so whatever they print was
/// accepted by the checker first. Cases and rows keep declaration order, which is the
/// order generated code and diagrams list them in.
public struct Machine: Hashable, Sendable {
    public let name: String
    /// The spec's file name (no directory), named in generated headers.
    public let specFileName: String
    /// `nil` when the spec has no `context` block; the reducer then takes no context.
    public let context: [Field]?
    public let states: [CaseDeclaration]
    public let events: [CaseDeclaration]
    public let effects: [CaseDeclaration]
    /// The first region's initial state in a machine with regions.
    public let initial: InitialState
    /// One initial state per region, in region declaration order; empty without regions.
    public let regionInitials: [InitialState]
    /// `on` and `after` rows together, in written order (see ``Row/trigger``).
    public let rows: [Row]
    /// `group` declarations in written order; each member belongs to at most one group.
    public let groups: [StateGroup]
    /// `entry`, `exit` and `during` declarations in written order.
    public let stateEffects: [StateEffects]
    /// Which states each source stands for and which scopes each state is in.
    public let membership: Membership
    /// `history` and `deep history` declarations in written order.
    public let histories: [History]

    public init(
        name: String, specFileName: String, context: [Field]?, states: [CaseDeclaration],
        events: [CaseDeclaration], effects: [CaseDeclaration], initial: InitialState, rows: [Row],
        groups: [StateGroup] = [], stateEffects: [StateEffects] = [], membership: Membership? = nil,
        regionInitials: [InitialState] = [], histories: [History] = []
    ) {
        self.histories = histories
        self.regionInitials = regionInitials
        self.name = name
        self.specFileName = specFileName
        self.context = context
        self.states = states
        self.events = events
        self.effects = effects
        self.initial = initial
        self.rows = rows
        self.groups = groups
        self.stateEffects = stateEffects
        // The checker passes the one it checked the rows with, so it is worked out once.
        self.membership = membership ?? Membership(states: states, groups: groups)
    }

    /// Whether any effect is `durable`: the machine is then persisted (state, context, those effects).
    public var isDurable: Bool { effects.contains(where: \.isDurable) }
}

extension CaseDeclaration {
    /// Whether the case or a field of its payload says `renamed from`.
    public var declaresFormerNames: Bool { formerName != nil || parameters.contains { $0.formerName != nil } }
}

/// A context field: a read-only fact the reducer may consult.
public struct Field: Hashable, Sendable {
    public let name: String
    public let type: SwiftType
    /// Printed as `<redacted>` wherever the generated types are described.
    public let isSensitive: Bool
    /// `sensitive persisted`: the spec allows a durable machine's journal to write this value.
    public let allowsPersistence: Bool
    /// The 1-based spec line of the field's type, where the generated code says a Swift
    /// error in it belongs; `nil` for fields not read from a spec.
    public let line: Int?
    /// `renamed from OLD`: records written under `OLD` decode into this field.
    public let formerName: String?

    public init(
        name: String, type: SwiftType, isSensitive: Bool = false, allowsPersistence: Bool = false, line: Int? = nil,
        formerName: String? = nil
    ) {
        self.name = name
        self.type = type
        self.isSensitive = isSensitive
        self.allowsPersistence = allowsPersistence
        self.line = line
        self.formerName = formerName
    }
}

/// A state, event or effect case with its labelled payload.
public struct CaseDeclaration: Hashable, Sendable {
    public let name: String
    public let parameters: [Field]
    /// Only states can be final: no `->` row leaves them.
    public let isFinal: Bool
    /// Only effects can be durable: recorded in a journal before they start, kept until they complete.
    public let isDurable: Bool
    /// The payload label of `durable(label)`: that field's value is the operation's idempotency key.
    public let durableIdentity: String?
    public let line: Int
    /// `renamed from OLD`: records written under `OLD` decode into this case.
    public let formerName: String?

    public init(
        name: String, parameters: [Field], isFinal: Bool = false, isDurable: Bool = false, durableIdentity: String? = nil, line: Int,
        formerName: String? = nil
    ) {
        self.formerName = formerName
        self.name = name
        self.parameters = parameters
        self.isFinal = isFinal
        self.isDurable = isDurable
        self.durableIdentity = durableIdentity
        self.line = line
    }
}

/// The `initial` declaration. `arguments` is `nil` when the state has a payload whose
/// values come from outside (no `static let initial` can be built then).
public struct InitialState: Hashable, Sendable {
    public let state: Int
    public let arguments: [Literal]?

    public init(state: Int, arguments: [Literal]?) {
        self.state = state
        self.arguments = arguments
    }
}

/// Two members of a generated state type spelled alike: a state's case, a state's `isNAME`,
/// a payload label's accessor, a group's `isNAME`, or a description a `sensitive` field adds.
struct StateAccessorClash: DiagnosticMessage {
    enum Origin: Hashable {
        case state(String)
        case stateAccessor(String)
        case labelAccessor(String)
        case group(String)

        /// Whether the member is an accessor (not a case, not a group's `isNAME`).
        var isAccessor: Bool {
            switch self {
            case .stateAccessor, .labelAccessor: true
            case .state, .group: false
            }
        }

        /// The declaration the note points at.
        var declaredName: String {
            switch self {
            case .state(let name), .stateAccessor(let name), .labelAccessor(let name), .group(let name): name
            }
        }

        var spelled: String {
            switch self {
            case .state(let name): "state '\(name)'"
            case .stateAccessor(let name): "the accessor of state '\(name)'"
            case .labelAccessor(let name): "the accessor of payload label '\(name)'"
            case .group(let name): "the accessor of group '\(name)'"
            }
        }
    }

    /// `State.isLoading`.
    let member: String
    let later: Origin
    /// `nil`: the description a `sensitive` field generates.
    let earlier: Origin?

    var id: DiagnosticID { .accessorCollision }

    var text: String {
        let other = earlier?.spelled ?? "the description a 'sensitive' field generates"
        return "'\(member)' would be generated twice, as \(later.spelled) and as \(other); rename one"
    }
}

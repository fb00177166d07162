/// What `durable(label)` must name: one of its effect's payload labels, of a type whose value
/// can be sent as an idempotency key.
enum DurableIdentityMessage: DiagnosticMessage {
    case unknownLabel(effect: String, label: String, suggestion: String?)
    case unsupportedType(label: String, type: String)

    var id: DiagnosticID { .durableIdentity }

    var text: String {
        switch self {
        case .unknownLabel(let effect, let label, let suggestion):
            "effect '\(effect)' has no payload label '\(label)' to be its operation's identity" + NameSuggestion.question(suggestion)
        case .unsupportedType(let label, let type):
            "the identity '\(label)' must be a UUID or a String, not '\(type)': its value is the operation's idempotency key"
        }
    }
}

import Foundation

/// One record after the header, as JSON with a `kind` and the app's values in their
/// `Codable` form: `{"kind":"state","state":…}`, `{"kind":"context","context":…}`,
/// `{"kind":"started","operation":{"id":…,"idempotencyKey":…,"createdAt":…},"effect":…}`,
/// `{"kind":"completed","id":…}`. A migration rewrites records in this shape.
enum JournalEntry<Machine: DurableStateMachine>: Codable {
    case state(Machine.State)
    case context(Machine.Context)
    case started(PendingEffect<Machine>)
    case completed(UUID)

    private enum Key: String, CodingKey { case kind, state, context, operation, effect, id }
    private enum Kind: String, Codable { case state, context, started, completed }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .state: self = .state(try container.decode(Machine.State.self, forKey: .state))
        case .context:
            guard let type = Machine.Context.self as? any Decodable.Type,
                let context = try container.decode(type, forKey: .context) as? Machine.Context
            else {
                throw DecodingError.dataCorruptedError(forKey: .context, in: container, debugDescription: "this machine has no context")
            }
            self = .context(context)
        case .started:
            self = .started(
                PendingEffect(
                    operation: try container.decode(DurableOperation.self, forKey: .operation),
                    effect: try container.decode(Machine.Effect.self, forKey: .effect)))
        case .completed: self = .completed(try container.decode(UUID.self, forKey: .id))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .state(let state):
            try container.encode(Kind.state, forKey: .kind)
            try container.encode(state, forKey: .state)
        case .context(let context):
            guard let context = context as? any Encodable else {
                throw EncodingError.invalidValue((), EncodingError.Context(codingPath: [Key.context], debugDescription: "not Codable"))
            }
            try container.encode(Kind.context, forKey: .kind)
            try container.encode(context, forKey: .context)
        case .started(let pending):
            try container.encode(Kind.started, forKey: .kind)
            try container.encode(pending.operation, forKey: .operation)
            try container.encode(pending.effect, forKey: .effect)
        case .completed(let id):
            try container.encode(Kind.completed, forKey: .kind)
            try container.encode(id, forKey: .id)
        }
    }
}

/// What a persisted machine's records hold, in the shapes its synthesized `Codable`
/// conformances read: each case by name with its payload's labels and types, and each
/// context field. Keyed coding ignores order, so the shapes are sorted by name and a
/// reordered spec has the same shapes; a case or field renamed, removed or retyped does not.
/// In a machine with regions a state is persisted under its region's key, so its shape names
/// the region (`state content.loaded`): a state moved to another region changes the shapes.
///
/// The `renamed from` names are kept beside the shapes, not in ``canonicalText``: declaring one
/// changes what the conformance reads, not what it writes.
///
/// A durable machine's journal writes its states, its context and its durable effects
/// (``journal(of:)``); a `codable` machine's app may store any of its values (``codable(of:)``).
public struct PersistedShapes: Hashable, Sendable {
    /// One case or field as its records spell it: `state waiting(query: String)`.
    public struct Shape: Hashable, Sendable {
        public let kind: DeclarationKind
        public let name: String
        /// The region whose key a state is persisted under; `nil` without regions.
        public let region: String?
        /// Label to type, for a case's payload; empty for a context field.
        public let payload: [String: String]
        /// The field's type; `nil` for a case.
        public let type: SwiftType?
        /// As the spec writes it, for reports.
        public let signature: String
        /// `renamed from OLD`: records may hold the case or field under `OLD`.
        public var formerName: String? = nil
        /// Label to the former label its `renamed from` gives, for a case's payload.
        public var formerLabels: [String: String] = [:]
    }

    public let shapes: [Shape]

    /// What a durable machine's journal records hold.
    public static func journal(of machine: Machine) -> PersistedShapes {
        PersistedShapes(machine, events: false, effects: machine.effects.filter(\.isDurable))
    }

    /// What a `codable` machine's values hold: every state, event, effect and context field.
    public static func codable(of machine: Machine) -> PersistedShapes {
        PersistedShapes(machine, events: true, effects: machine.effects)
    }

    private init(_ machine: Machine, events: Bool, effects: [CaseDeclaration]) {
        func cases(_ kind: DeclarationKind, _ declarations: [CaseDeclaration]) -> [Shape] {
            declarations.enumerated().map { index, declaration in
                let region = kind == .state ? machine.membership.region(ofState: index).map(machine.regionName) : nil
                return Shape(
                    kind: kind, name: declaration.name, region: region,
                    payload: Dictionary(declaration.parameters.map { ($0.name, "\($0.type)") }) { first, _ in first },
                    type: nil, signature: declaration.specText, formerName: declaration.formerName,
                    formerLabels: Dictionary(declaration.parameters.compactMap { field in field.formerName.map { (field.name, $0) } }) {
                        first, _ in first
                    })
            }
        }
        let fields = (machine.context ?? []).map {
            Shape(
                kind: .contextField, name: $0.name, region: nil, payload: [:], type: $0.type, signature: $0.specText,
                formerName: $0.formerName)
        }
        let all = fields + cases(.state, machine.states) + (events ? cases(.event, machine.events) : []) + cases(.effect, effects)
        shapes = all.sorted { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
    }

    /// One line per shape, labels sorted: `state waiting(query: String)`, or
    /// `state content.loaded(articles: [Article])` in a machine with regions.
    public var canonicalText: String {
        shapes.map { shape in
            let payload = shape.payload.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            return "\(shape.kind.rawValue) \(shape.region.map { "\($0)." } ?? "")\(shape.name)"
                + (shape.type.map { ": \($0)" } ?? (payload.isEmpty ? "" : "(" + payload.joined(separator: ", ") + ")"))
        }.joined(separator: "\n")
    }

    /// 64-bit FNV-1a of ``canonicalText`` in hexadecimal: the generated durable conformance's
    /// `persistedShapes`, which a journal's header records.
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in canonicalText.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

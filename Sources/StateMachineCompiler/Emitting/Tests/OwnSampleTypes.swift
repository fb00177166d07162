/// The user's own types among a machine's payload and context types, each with the spec line
/// that first spells it. The generated tests read their samples (`transitionSamples`, which the
/// test target declares) once, in the tests file, for both test files: a type without them is
/// then one error, at that line, instead of one per sample constant of each file.
struct OwnSampleTypes {
    struct Entry: Equatable {
        /// The type as the spec spells it (`Money`, `Geo.Point`).
        let type: String
        /// The first spec line spelling it; `nil` for declarations not read from a spec.
        let line: Int?
        /// Its member of ``holder``: `money`, `geoPoint`.
        let member: String
    }

    /// In order of first use.
    let entries: [Entry]
    /// The enum whose members hold the samples: `CheckoutOwnTypeSamples`.
    let holder: String
    /// The protocol through which a type without samples finds the stand-in that says what to add.
    let protocolName: String

    init(machine: Machine) {
        holder = machine.name + "OwnTypeSamples"
        protocolName = machine.name + "OwnType"
        let fields = (machine.context ?? []) + (machine.states + machine.events + machine.effects).flatMap(\.parameters)
        var found: [(type: String, line: Int?)] = []
        for field in fields.sorted(by: { ($0.line ?? 0) < ($1.line ?? 0) }) {
            for type in Self.ownTypes(in: field.type) where !found.contains(where: { $0.type == type }) {
                found.append((type, field.line))
            }
        }
        var members: Set<String> = []
        entries = found.map { type, line in
            let member = Self.memberName(type, taken: members)
            members.insert(member)
            return Entry(type: type, line: line, member: member)
        }
    }

    /// `OwnTypeSamples.money` for `Money`, `nil` for a type that is not the machine's own.
    func samples(of type: String) -> String? {
        entries.first { $0.type == type }.map { "\(holder).\($0.member)" }
    }

    /// The named types the generated tests sample through the user: not standard, inside any
    /// optional, array or dictionary, as ``Samples`` sees them.
    static func ownTypes(in type: SwiftType) -> [String] {
        switch Samples.kind(of: type) {
        case .token(let family, isStandard: false): return [family]
        case .optional(let inner), .array(let inner): return ownTypes(in: inner)
        case .dictionary(let key, let value): return ownTypes(in: key) + ownTypes(in: value)
        case .bool, .number, .string, .token: return []
        }
    }

    /// `Geo.Point` → `geoPoint`; a name already taken gets the next free number.
    private static func memberName(_ type: String, taken: Set<String>) -> String {
        let words = type.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let joined = words.enumerated().map { $0 == 0 ? $1.prefix(1).lowercased() + $1.dropFirst() : SwiftSyntax.capitalized($1) }
        let base = SwiftSyntax.identifier(joined.joined().isEmpty ? "samples" : joined.joined())
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }
}

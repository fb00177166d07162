import SeededRandom

/// A random spec meant to pass `check`, built from every construct the language has: a context
/// (a `Duration` among its fields), payloads of several types, `final` states, nested groups,
/// `entry`, `exit` and `during` declarations, `after`, `stays`, `ignore` and `->` rows from
/// states, groups, lists and `*`, patterns with literals and repeated names, guards with `!`,
/// comparisons and sums, `sensitive` fields and `durable` effects. What it cannot promise (a
/// type that happens not to fit) the checker refuses, and the caller skips that spec.
struct RandomSpec {
    /// A payload field, a context field or a name a pattern binds: its name and type.
    struct Typed {
        let name: String
        let type: String
        var isSensitive = false
    }

    struct Declared {
        let name: String
        let fields: [Typed]
        var isFinal = false
    }

    static let payloadTypes = ["Int", "Bool", "String", "UInt8", "Int?", "Double", "Decimal"]

    var random: SplitMix64
    let name: String
    let isDurable: Bool
    var context: [Typed] = []
    var states: [Declared] = []
    var events: [Declared] = []
    var effects: [Declared] = []
    /// Each group with its members (states or earlier groups).
    var groups: [(name: String, members: [String])] = []

    init(name: String, seed: UInt64) {
        random = SplitMix64(seed: seed)
        self.name = name
        isDurable = random.below(4) == 0
        if random.below(3) > 0 {
            context = (0..<(1 + random.below(4))).map { index in
                Typed(
                    name: "c\(index)", type: index == 0 ? "Duration" : random.pick(["Int", "Bool", "String"]),
                    isSensitive: random.below(4) == 0)
            }
        }
        let stateCount = 2 + random.below(6)
        states = (0..<stateCount).map { index in
            Declared(name: "s\(index)", fields: fields(prefix: "v"), isFinal: index > 1 && random.below(4) == 0)
        }
        events = (0..<(1 + random.below(4))).map { Declared(name: "e\($0)", fields: fields(prefix: "p")) }
        effects = (0..<(1 + random.below(3))).map { Declared(name: "f\($0)", fields: fields(prefix: "a")) }
        makeGroups()
    }

    private mutating func fields(prefix: String) -> [Typed] {
        (0..<random.below(3)).map { Typed(name: "\(prefix)\($0)", type: random.pick(Self.payloadTypes), isSensitive: random.below(6) == 0) }
    }

    /// Up to two groups of distinct states, the second holding the first.
    private mutating func makeGroups() {
        guard states.count > 2, random.below(3) > 0 else { return }
        let members = random.shuffled(Array(states.indices.dropFirst())).prefix(1 + random.below(states.count - 1))
        groups.append(("g0", members.map { states[$0].name }))
        let outside = states.indices.filter { !members.contains($0) }
        if let other = outside.first, random.below(2) == 0 {
            groups.append(("g1", ["g0", states[other].name]))
        }
    }

    /// The states a group stands for.
    func members(of group: String) -> [Declared] {
        guard let found = groups.first(where: { $0.name == group }) else { return [] }
        return found.members.flatMap { member in
            groups.contains { $0.name == member } ? members(of: member) : states.filter { $0.name == member }
        }
    }

    /// The spec's text.
    mutating func text() -> String {
        var lines = ["machine \(name)"]
        if !context.isEmpty { lines.append("context { " + context.map(declaration).joined(separator: ", ") + " }") }
        lines.append("initial s0" + arguments(states[0].fields.map { literal(of: $0.type) }))
        for state in states { lines.append("state " + signature(state) + (state.isFinal ? " final" : "")) }
        for event in events { lines.append("event " + signature(event)) }
        for (index, effect) in effects.enumerated() {
            lines.append("effect " + signature(effect) + (isDurable && index == 0 ? " durable" : ""))
        }
        for group in groups { lines.append("group \(group.name) = " + group.members.joined(separator: ", ")) }
        for _ in 0..<random.below(4) { lines.append(stateEffects()) }
        for _ in 0..<(2 + random.below(10)) { lines.append(row()) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func declaration(_ field: Typed) -> String {
        "\(field.name): \(field.type)" + (field.isSensitive ? (isDurable ? " sensitive persisted" : " sensitive") : "")
    }

    private func signature(_ declared: Declared) -> String {
        declared.name + (declared.fields.isEmpty ? "" : "(" + declared.fields.map(declaration).joined(separator: ", ") + ")")
    }

    func arguments(_ values: [String]) -> String {
        values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
    }

    mutating func literal(of type: String) -> String {
        switch type {
        case "Bool": random.pick(["true", "false"])
        case "String": random.pick(["\"\"", "\"a\\\"b\"", "\"x\""])
        case "Int?": random.pick(["nil", "-1", "7"])
        case "UInt8": random.pick(["0", "255", "9"])
        default: random.pick(["0", "-3", "42"])
        }
    }
}

/// The accessors generated on a state type (the machine's `State`, or a region's enum), so a
/// view reads the state without `if case`: `isNAME` for each of its states (`isLoading`), and
/// for each payload label that has one type across the states carrying it, `var LABEL: TYPE?`,
/// the value in those states and `nil` in the others. Worked out once, for the checker, which
/// refuses a spec where one would collide with another generated name, and for the emitter.
public struct StateAccessors: Hashable, Sendable {
    /// `var isLoading: Bool`: true in state `state`.
    public struct Flag: Hashable, Sendable {
        public let name: String
        public let state: Int
    }

    /// `var articles: [String]?`: the payload field `label` of the states that carry it.
    public struct Value: Hashable, Sendable {
        public let label: String
        public let type: SwiftType
        /// Each state carrying the label, with the label's position in its payload.
        public let carriers: [Carrier]
    }

    public struct Carrier: Hashable, Sendable {
        public let state: Int
        public let position: Int
    }

    /// The states of the type, in declaration order.
    public let states: [Int]
    public let flags: [Flag]
    public let values: [Value]

    /// The accessors of a type holding `states` (indices into `declarations`). A label whose
    /// states give it two types has none: no one optional type would hold it.
    public init(states: [Int], of declarations: [CaseDeclaration]) {
        self.states = states
        flags = states.map { Flag(name: StateGroup.propertyName(for: declarations[$0].name), state: $0) }
        var order: [String] = []
        var carriers: [String: [Carrier]] = [:]
        var types: [String: Set<SwiftType>] = [:]
        for state in states {
            for (position, field) in declarations[state].parameters.enumerated() {
                if carriers[field.name] == nil { order.append(field.name) }
                carriers[field.name, default: []].append(Carrier(state: state, position: position))
                types[field.name, default: []].insert(field.type)
            }
        }
        values = order.compactMap { label in
            guard let found = types[label], found.count == 1, let type = found.first else { return nil }
            return Value(label: label, type: type, carriers: carriers[label] ?? [])
        }
    }
}

extension Machine {
    /// The accessors of each state type: one for `State`, or one per region's enum.
    public var stateAccessors: [StateAccessors] {
        let types = hasRegions ? statesByRegion : [Array(states.indices)]
        return types.map { StateAccessors(states: $0, of: states) }
    }
}

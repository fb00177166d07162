/// Where a row looks: which slot each pattern position, bound name and context field is.
struct RowSlots {
    let row: Row
    /// The slot each pattern reads, in binding order (as ``Clause/allPatterns``).
    private let patternSlots: [Slot]
    private let bound: [String: Slot]
    private let contextIndex: [String: Int]

    init(row: Row, machine: Machine) {
        self.row = row
        var patternSlots: [Slot] = []
        var bound: [String: Slot] = [:]
        for match in row.clause.matches {
            for (position, pattern) in match.patterns.enumerated() {
                let slot: Slot
                switch match.payload {
                case .state: slot = .state(position)
                case .event: slot = .event(position)
                }
                patternSlots.append(slot)
                if case .bind(let name) = pattern, bound[name] == nil { bound[name] = slot }
            }
        }
        self.patternSlots = patternSlots
        self.bound = bound
        var contextIndex: [String: Int] = [:]
        for (index, field) in (machine.context ?? []).enumerated() {
            contextIndex[field.name] = index
        }
        self.contextIndex = contextIndex
    }

    /// The slot the pattern at `position` of ``Clause/allPatterns`` reads.
    func slot(atPattern position: Int) -> Slot {
        patternSlots[position]
    }

    /// The slot that binds `name`.
    func slot(of name: String) -> Slot? {
        bound[name]
    }

    /// The slot a guard or argument value reads, `nil` for a literal.
    func slot(of value: Value) -> Slot? {
        switch value {
        case .binding(let name): return bound[name]
        case .context(let name): return contextIndex[name].map(Slot.context)
        case .literal, .arithmetic: return nil
        }
    }

    /// Every slot the guard reads.
    var guardSlots: [Slot] {
        guard let guardExpression = row.guardExpression else { return [] }
        return guardExpression.values.compactMap(slot(of:))
    }

    /// Literals the row compares a slot with, in patterns and in guard equalities.
    var comparedLiterals: [(Slot, Literal)] {
        var result: [(Slot, Literal)] = []
        for (position, pattern) in row.clause.allPatterns.enumerated() {
            if case .literal(let literal) = pattern { result.append((slot(atPattern: position), literal)) }
        }
        if let guardExpression = row.guardExpression {
            for (value, literal) in Self.comparisons(in: guardExpression) {
                if let slot = slot(of: value) { result.append((slot, literal)) }
            }
        }
        return result
    }

    /// Pairs of a name or field and a literal that the guard compares with `==` or `!=`;
    /// for an ordering comparison, the values just below, at and just above its boundary,
    /// solved through `+` and `-` (`n + 1 < 3` gives `n` the values 1, 2 and 3).
    static func comparisons(in expression: GuardExpression) -> [(Value, Literal)] {
        switch expression {
        case .value, .inRegion: return []
        case .not(let operand): return comparisons(in: operand)
        case .equal(let left, let right), .notEqual(let left, let right):
            switch (left, right) {
            case (.value(.literal(let literal)), .value(let value)), (.value(let value), .value(.literal(let literal))):
                return [(value, literal)]
            default:
                return comparisons(in: left) + comparisons(in: right)
            }
        case .ordering(_, let left, let right):
            switch (left, right) {
            case (.value(.literal(.integer(let bound))), .value(let value)), (.value(let value), .value(.literal(.integer(let bound)))):
                guard let (atom, isNegated, offset) = value.linear,
                    let boundary = isNegated ? offset.subtracting(bound) : bound.subtracting(offset)
                else { return [] }
                return [boundary.subtracting(1), boundary, boundary.adding(1)].compactMap { $0.map { (atom, Literal.integer($0)) } }
            case (.value(.literal(let literal)), .value(let value)), (.value(let value), .value(.literal(let literal))):
                return [(value, literal)]
            default:
                return []
            }
        case .and(let left, let right), .or(let left, let right):
            return comparisons(in: left) + comparisons(in: right)
        }
    }
}

/// Decides whether a guard is constant by trying every assignment of its atoms (bound
/// names and context fields) that can change its value.
///
/// A `Bool` atom takes `true` and `false`. Any other atom can only be told apart by
/// `==` and `!=`, so it ranges over the literals of its comparison group (the atoms
/// linked to it by comparisons), and over one fresh value per atom in that group,
/// which lets the atoms be all equal, all different, or anything between. An integer
/// atom that is ordered or added to takes, instead, the integers around each literal and
/// each difference of literals (below, at, above), which is where `<` and `+` change
/// their answer; any other ordered atom leaves the guard undecided.
struct SymbolicGuardEvaluation {
    /// Assignments tried for one guard at most; beyond it the guard stays undecided.
    static let assignmentLimit = 4096

    /// A value an atom can take, up to what a guard can observe of it.
    enum Symbol: Hashable {
        case bool(Bool)
        case literal(Literal)
        /// A value equal to no literal and to no other fresh value.
        case fresh(Int)
        /// The result of ordering or adding what this evaluation cannot order or add.
        case unknown
        /// A sum outside its type: Swift traps, so the assignment neither holds nor fails.
        case overflow

        init(_ literal: Literal) {
            if case .bool(let value) = literal { self = .bool(value) } else { self = .literal(literal) }
        }
    }

    private let expression: GuardExpression
    private let atoms: [Value]
    private let domains: [[Symbol]]
    private let nodeCount: Int

    init(_ expression: GuardExpression, types: [Value: SwiftType]) {
        var facts = AtomFacts()
        facts.collect(expression, asCondition: true)
        self.expression = expression
        self.atoms = facts.atoms
        self.nodeCount = facts.nodeCount
        self.domains = facts.domains(types: types)
    }

    func verdict(budget: inout Int) -> GuardVerdict {
        var combinations = 1
        for domain in domains {
            combinations *= domain.count
            if combinations > Self.assignmentLimit { return .undecided }
        }
        var choice = Array(repeating: 0, count: atoms.count)
        var sawTrue = false
        var sawFalse = false
        while true {
            guard budget >= nodeCount else { return .undecided }
            budget -= nodeCount
            var assignment: [Value: Symbol] = [:]
            for (position, atom) in atoms.enumerated() { assignment[atom] = domains[position][choice[position]] }
            switch Self.evaluate(expression, assignment) {
            case .bool(true): sawTrue = true
            case .unknown: return .undecided
            case .overflow: break
            default: sawFalse = true
            }
            if sawTrue, sawFalse { return .depends }
            guard Self.advance(&choice, domains: domains) else { break }
        }
        return sawTrue ? .alwaysTrue : .alwaysFalse
    }

    /// The next assignment in odometer order; false after the last.
    private static func advance(_ choice: inout [Int], domains: [[Symbol]]) -> Bool {
        for position in choice.indices {
            choice[position] += 1
            if choice[position] < domains[position].count { return true }
            choice[position] = 0
        }
        return false
    }

    private static func evaluate(_ expression: GuardExpression, _ assignment: [Value: Symbol]) -> Symbol {
        switch expression {
        case .value(.literal(let literal)):
            return Symbol(literal)
        case .value(.arithmetic(let op, let left, let right, let type)):
            let leftSymbol = evaluate(.value(left), assignment)
            let rightSymbol = evaluate(.value(right), assignment)
            guard case .literal(.integer(let leftValue)) = leftSymbol, case .literal(.integer(let rightValue)) = rightSymbol else {
                return leftSymbol == .overflow || rightSymbol == .overflow ? .overflow : .unknown
            }
            return type.apply(op, leftValue, rightValue).map { .literal(.integer($0)) } ?? .overflow
        case .value(let atom):
            return assignment[atom] ?? .fresh(-1)
        case .inRegion:
            // Another region's state is no input of the clause's own: it may be either.
            return .unknown
        case .not(let operand):
            return lift(evaluate(operand, assignment)) { .bool($0 != .bool(true)) }
        case .equal(let left, let right):
            return lift(evaluate(left, assignment), evaluate(right, assignment)) { .bool($0 == $1) }
        case .notEqual(let left, let right):
            return lift(evaluate(left, assignment), evaluate(right, assignment)) { .bool($0 != $1) }
        case .ordering(let op, let left, let right):
            let leftSymbol = evaluate(left, assignment)
            let rightSymbol = evaluate(right, assignment)
            guard case .literal(.integer(let leftValue)) = leftSymbol, case .literal(.integer(let rightValue)) = rightSymbol
            else { return lift(leftSymbol, rightSymbol) { _, _ in .unknown } }
            return .bool(op.holds(leftValue, rightValue))
        case .and(let left, let right):
            // `&&` and `||` skip their right side as Swift's do, so a sum there cannot trap.
            let leftSymbol = evaluate(left, assignment)
            if leftSymbol == .bool(false) { return leftSymbol }
            return lift(leftSymbol, evaluate(right, assignment)) { .bool($0 == .bool(true) && $1 == .bool(true)) }
        case .or(let left, let right):
            let leftSymbol = evaluate(left, assignment)
            if leftSymbol == .bool(true) { return leftSymbol }
            return lift(leftSymbol, evaluate(right, assignment)) { .bool($0 == .bool(true) || $1 == .bool(true)) }
        }
    }

    /// Applies `operation` unless an operand is `.overflow` or `.unknown`, which then spreads.
    private static func lift(_ operand: Symbol, _ operation: (Symbol) -> Symbol) -> Symbol {
        operand == .overflow || operand == .unknown ? operand : operation(operand)
    }

    private static func lift(_ left: Symbol, _ right: Symbol, _ operation: (Symbol, Symbol) -> Symbol) -> Symbol {
        for operand in [left, right] where operand == .overflow || operand == .unknown { return operand }
        return operation(left, right)
    }
}

/// What a guard says about its atoms: which are used as conditions, and which literals
/// and other atoms each is compared with.
private struct AtomFacts {
    private(set) var atoms: [Value] = []
    private(set) var nodeCount = 0
    private var position: [Value: Int] = [:]
    private var isCondition: Set<Int> = []
    /// Union-find parent of each atom: atoms compared with each other share a group.
    private var parent: [Int] = []
    private var literals: [Int: [Literal]] = [:]
    /// Atoms compared with a boolean expression other than an atom or literal.
    private var comparedWithCondition: Set<Int> = []
    /// Atoms ordered with `<` `<=` `>` `>=` or added to, and every integer literal read.
    private var ordered: Set<Int> = []
    private var integerLiterals: [IntegerValue] = []

    mutating func collect(_ expression: GuardExpression, asCondition: Bool) {
        nodeCount += 1
        switch expression {
        case .value(.literal(let literal)):
            if case .integer(let value) = literal { integerLiterals.append(value) }
        case .value(.arithmetic(_, let left, let right, _)):
            collect(.value(left), asCondition: false)
            collect(.value(right), asCondition: false)
            markOrdered(expression)
        case .value(let atom):
            let index = add(atom)
            if asCondition { isCondition.insert(index) }
        case .inRegion:
            break
        case .not(let operand):
            collect(operand, asCondition: true)
        case .and(let left, let right), .or(let left, let right):
            collect(left, asCondition: true)
            collect(right, asCondition: true)
        case .equal(let left, let right), .notEqual(let left, let right):
            collect(left, asCondition: false)
            collect(right, asCondition: false)
            relate(left, right)
            relate(right, left)
            // A sum equals only integers, so what it is compared with counts as one.
            if case .value(.arithmetic) = left { markOrdered(right) }
            if case .value(.arithmetic) = right { markOrdered(left) }
        case .ordering(_, let left, let right):
            collect(left, asCondition: false)
            collect(right, asCondition: false)
            markOrdered(left)
            markOrdered(right)
        }
    }

    private mutating func markOrdered(_ side: GuardExpression) {
        guard case .value(let value) = side else { return }
        for leaf in value.leaves {
            if let index = position[leaf] { ordered.insert(index) }
        }
    }

    private mutating func add(_ atom: Value) -> Int {
        if let index = position[atom] { return index }
        position[atom] = atoms.count
        parent.append(atoms.count)
        atoms.append(atom)
        return atoms.count - 1
    }

    /// Records what the atom on one side of a comparison is compared with.
    private mutating func relate(_ side: GuardExpression, _ other: GuardExpression) {
        guard case .value(let value) = side, value.literal == nil, let index = position[value] else { return }
        switch other {
        case .value(.literal(let literal)):
            literals[index, default: []].append(literal)
        case .value(let atom):
            if let otherIndex = position[atom] { parent[root(of: index)] = root(of: otherIndex) }
        default:
            comparedWithCondition.insert(index)
        }
    }

    private func root(of index: Int) -> Int {
        var current = index
        while parent[current] != current { current = parent[current] }
        return current
    }

    func domains(types: [Value: SwiftType]) -> [[SymbolicGuardEvaluation.Symbol]] {
        let isBoolean = atoms.indices.map { isCondition.contains($0) || types[atoms[$0]] == .bool }
        var groupSymbols: [Int: [SymbolicGuardEvaluation.Symbol]] = [:]
        for index in atoms.indices {
            let group = root(of: index)
            var symbols = groupSymbols[group] ?? []
            symbols += (literals[index] ?? []).map(SymbolicGuardEvaluation.Symbol.init)
            if isBoolean[index] {
                symbols += [.bool(true), .bool(false)]
            } else {
                // A `Bool?` compared with a condition can be either Bool, or nil (fresh).
                if comparedWithCondition.contains(index) { symbols += [.bool(true), .bool(false)] }
                symbols.append(.fresh(index))
            }
            groupSymbols[group] = symbols
        }
        // Built only for a guard that orders or adds: most guards do not.
        let integers = ordered.isEmpty ? [] : orderingCandidates
        return atoms.indices.map { index in
            if isBoolean[index] { return [.bool(true), .bool(false)] }
            // Atoms compared with each other share a domain, so the whole group goes numeric.
            let group = root(of: index)
            let isOrdered = atoms.indices.contains { ordered.contains($0) && root(of: $0) == group }
            // Only values of the atom's type: `n <= 255` holds for every `UInt8` (0 is in every type).
            if isOrdered, let type = types[atoms[index]], let integer = StandardType.named(type)?.integer {
                return integers.filter(integer.bounds.contains).map { .literal(.integer($0)) }
            }
            var seen: Set<SymbolicGuardEvaluation.Symbol> = []
            return (groupSymbols[root(of: index)] ?? []).filter { seen.insert($0).inserted }
        }
    }
}

extension AtomFacts {
    /// Integers just below, at and just above each literal and each difference of two
    /// literals (where `n + 2 < 5` changes its answer), and 0.
    fileprivate var orderingCandidates: [IntegerValue] {
        let literals = Array(Set(integerLiterals + [0])).sorted()
        var boundaries: Set<IntegerValue> = Set(literals)
        for first in literals {
            for second in literals {
                if let difference = first.subtracting(second) { boundaries.insert(difference) }
            }
        }
        var candidates: Set<IntegerValue> = []
        for boundary in boundaries {
            for step: IntegerValue in [-1, 0, 1] {
                if let candidate = boundary.adding(step) { candidates.insert(candidate) }
            }
        }
        return candidates.sorted()
    }
}

extension Value {
    fileprivate var literal: Literal? {
        if case .literal(let literal) = self { return literal }
        return nil
    }
}

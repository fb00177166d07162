/// One condition of a row taken away: a literal or a repeated name no longer looked at,
/// or the guard dropped. The tables search for inputs where this changes what the row
/// does, which is exactly what a reducer that forgot the condition would get wrong.
enum Relaxation: Hashable, Sendable {
    /// The repeated name at this position of ``Clause/allPatterns`` becomes `_`.
    case repeatedName(String, position: Int)
    /// The literal at this position of ``Clause/allPatterns`` becomes `_`.
    case literal(Literal, position: Int)
    case guardExpression

    /// Every condition of the row that can be relaxed, in written order.
    static func all(of row: Row) -> [Relaxation] {
        var relaxations: [Relaxation] = []
        for (position, pattern) in row.clause.allPatterns.enumerated() {
            switch pattern {
            case .same(let name): relaxations.append(.repeatedName(name, position: position))
            case .literal(let literal): relaxations.append(.literal(literal, position: position))
            case .bind, .skip: continue
            }
        }
        return relaxations + (row.guardExpression == nil ? [] : [.guardExpression])
    }

    /// What a case that shows this condition at work checks.
    var reasonKind: CaseReason.Kind {
        switch self {
        case .repeatedName(let name, _): return .repeatedName(name)
        case .literal(let literal, _): return .literal(literal)
        case .guardExpression: return .guardFails
        }
    }
}

extension Row {
    func relaxed(_ relaxation: Relaxation) -> Row {
        switch relaxation {
        case .guardExpression:
            return with(clause.with(guardExpression: nil))
        case .repeatedName(_, let position), .literal(_, let position):
            var rewritten = clause.allPatterns
            if rewritten.indices.contains(position) { rewritten[position] = .skip }
            return with(clause.with(matches: clause.matches.replacingPatterns(with: rewritten)))
        }
    }
}

extension [PayloadMatch] {
    /// The same matches holding `patterns`, which lists every pattern in binding order.
    func replacingPatterns(with patterns: [Pattern]) -> [PayloadMatch] {
        var rest = patterns[...]
        return map { match in
            let taken = rest.prefix(match.patterns.count)
            rest = rest.dropFirst(match.patterns.count)
            return PayloadMatch(match.payload, [Pattern](taken))
        }
    }
}

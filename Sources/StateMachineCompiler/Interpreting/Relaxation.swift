/// One condition of a row taken away: a literal or a repeated name no longer looked at,
/// or the guard dropped. The tables search for inputs where this changes what the row
/// does, which is exactly what a reducer that forgot the condition would get wrong.
enum Relaxation: Hashable, Sendable {
    /// The repeated name at this position of ``Row/allPatterns`` becomes `_`.
    case repeatedName(String, position: Int)
    /// The literal at this position of ``Row/allPatterns`` becomes `_`.
    case literal(Literal, position: Int)
    case guardExpression

    /// Every condition of the row that can be relaxed, in written order.
    static func all(of row: Row) -> [Relaxation] {
        var relaxations: [Relaxation] = []
        for (position, pattern) in row.allPatterns.enumerated() {
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
            return Row(
                index: index, line: line, source: source, event: event, eventPatterns: eventPatterns,
                guardExpression: nil, action: action, text: text)
        case .repeatedName(_, let position), .literal(_, let position):
            var source = source
            var eventPatterns = eventPatterns
            if case .state(let state, var patterns?) = source, position < patterns.count {
                patterns[position] = .skip
                source = .state(state, patterns: patterns)
            } else if var patterns = eventPatterns {
                let offset = position - (sourcePatternCount)
                if patterns.indices.contains(offset) { patterns[offset] = .skip }
                eventPatterns = patterns
            }
            return Row(
                index: index, line: line, source: source, event: event, eventPatterns: eventPatterns,
                guardExpression: guardExpression, action: action, text: text)
        }
    }

    package var sourcePatternCount: Int {
        if case .state(_, let patterns?) = source { return patterns.count }
        return 0
    }
}

/// What the parser reports when the tokens do not make a declaration or a row.
enum SyntaxMessage: DiagnosticMessage {
    /// `found`: the token's spelling; `suggestion`: the keyword the token is a near miss of.
    case expected(GrammarSlot, found: String, suggestion: String? = nil)
    /// A line that starts no declaration and no row; `words`: the declaration keywords, quoted.
    case expectedDeclaration(words: String)
    /// A row's first name that is a near miss of a declaration keyword (`stat draft`).
    case notAKeyword(word: String, suggestion: String)
    /// `word`: a reserved word or `_`, written where the grammar takes a name.
    case reservedName(word: String, slot: GrammarSlot)
    case chainedComparison
    case nestingTooDeep(limit: Int)
    case tupleOrFunctionType
    case emptyGroup(group: String)
    case ignoreAfterDelay
    case activityWithGuard(source: String)
    /// `during *`, `entry *` or `exit *`: `word` is the declaration's.
    case stateEffectsOnAny(word: String)
    case durationWithoutUnit(amount: IntegerValue)
    case notAUnitOfTime(word: String)

    var id: DiagnosticID {
        switch self {
        case .expected, .expectedDeclaration, .notAKeyword, .ignoreAfterDelay, .activityWithGuard, .stateEffectsOnAny,
            .durationWithoutUnit, .notAUnitOfTime:
            .expectedToken
        case .reservedName: .reservedWord
        case .chainedComparison: .chainedComparison
        case .nestingTooDeep: .nestingTooDeep
        case .tupleOrFunctionType: .unsupportedType
        case .emptyGroup: .emptyGroup
        }
    }

    var text: String {
        switch self {
        case .expected(let slot, let found, let suggestion):
            "expected \(slot.phrase), found \(found)" + NameSuggestion.question(suggestion)
        case .expectedDeclaration(let words):
            "expected a declaration (\(words)) or a row"
        case .notAKeyword(let word, let suggestion):
            "'\(word)' is not a keyword" + NameSuggestion.question(suggestion)
        case .reservedName(let word, let slot):
            (word == "_" ? "'_' is the wildcard pattern" : "'\(word)' is a reserved word") + " and cannot be used as a \(slot.phrase)"
        case .chainedComparison:
            "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"
        case .nestingTooDeep(let limit):
            "nesting exceeds the limit of \(limit) levels"
        case .tupleOrFunctionType:
            "tuple and function types are not supported; declare a struct instead"
        case .emptyGroup(let group):
            "group '\(group)' has no members: list its states and groups after '=', separated by commas"
        case .ignoreAfterDelay:
            "an 'after' row moves the machine: write '-> TARGET'; a state without one is simply not timed"
        case .activityWithGuard(let source):
            "an activity runs for the whole visit of its state and has no guard; write 'during \(source) / EFFECT'"
        case .stateEffectsOnAny(let word):
            "'\(word)' takes the states it belongs to, not '*': name a group of them or list them ('\(word) a, b / EFFECT')"
        case .durationWithoutUnit(let amount):
            "a duration needs a unit right after the number: \(Self.units) (as in '\(amount)s')"
        case .notAUnitOfTime(let word):
            "'\(word)' is not a unit of time; write \(Self.units)"
        }
    }

    private static var units: String {
        DurationUnit.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
}

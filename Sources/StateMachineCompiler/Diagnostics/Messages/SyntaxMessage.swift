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
    /// `state initial`, `initial initial`, `initial on go -> ...`: the word names the generated
    /// `State.initial`. One error per spec, the other uses its notes (``Parser``).
    case initialAsStateName
    case chainedComparison
    case nestingTooDeep(limit: Int)
    case tupleOrFunctionType
    /// `isRegion`: the declaration is a `region`, and is worded so.
    case emptyGroup(group: String, isRegion: Bool = false)
    case ignoreAfterDelay
    case activityWithGuard(source: String)
    /// `during *`, `entry *` or `exit *`: `word` is the declaration's.
    case stateEffectsOnAny(word: String)
    case durationWithoutUnit(amount: IntegerValue)
    /// `300 ms`: a unit, but a space before it.
    case unitApartFromNumber(amount: IntegerValue, unit: DurationUnit)
    /// `0.3s`; `nil` when the fraction is not followed by a unit right after it (`1.5`).
    case fractionalDuration(FractionalDuration?)
    case notAUnitOfTime(word: String)

    var id: DiagnosticID {
        switch self {
        case .expected, .expectedDeclaration, .notAKeyword, .ignoreAfterDelay, .activityWithGuard, .stateEffectsOnAny,
            .durationWithoutUnit, .unitApartFromNumber, .fractionalDuration, .notAUnitOfTime:
            .expectedToken
        case .reservedName, .initialAsStateName: .reservedWord
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
            (word == "_" ? "'_' is the wildcard pattern" : "'\(word)' is a reserved word")
                + " and cannot be used as \(slot.phraseWithArticle)"
        case .initialAsStateName:
            "'initial' names the generated 'State.initial', the state a machine starts in, so it cannot name a state: "
                + "call the state something else, such as 'idle', and start there with 'initial idle'"
        case .chainedComparison:
            "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"
        case .nestingTooDeep(let limit):
            "nesting exceeds the limit of \(limit) levels"
        case .tupleOrFunctionType:
            "tuple and function types are not supported; declare a struct instead"
        case .emptyGroup(let group, let isRegion):
            "\(isRegion ? "region" : "group") '\(group)' has no members: list its states and groups after '=', separated by commas"
        case .ignoreAfterDelay:
            "an 'after' row moves the machine: write '-> TARGET'; a state without one is simply not timed"
        case .activityWithGuard(let source):
            "an activity runs for the whole visit of its state and has no guard; write 'during \(source) / EFFECT'"
        case .stateEffectsOnAny(let word):
            "'\(word)' takes the states it belongs to, not '*': name a group of them or list them ('\(word) a, b / EFFECT')"
        case .durationWithoutUnit(let amount):
            // `after 300` is far likelier a debounce of 300 milliseconds than five minutes.
            "a duration needs a unit right after the number: \(Self.units) (as in "
                + (amount >= 100 ? "'\(amount)ms' or '\(amount)s')" : "'\(amount)s')")
        case .unitApartFromNumber(let amount, let unit):
            "remove the space between the number and its unit: write '\(amount)\(unit.rawValue)'"
        case .fractionalDuration(let fraction):
            "a duration is a whole number of one unit (\(Self.units)): " + Self.wholeAdvice(fraction)
        case .notAUnitOfTime(let word):
            "'\(word)' is not a unit of time; write \(Self.units)"
        }
    }

    /// `write '0.3s' as '300ms'`: the user's own length in a finer unit, when there is one.
    private static func wholeAdvice(_ fraction: FractionalDuration?) -> String {
        guard let fraction else { return "write it in a finer unit, as 1.5 seconds is '1500ms'" }
        guard let whole = fraction.wholeSpelling else {
            return "'\(fraction.written)' is not a whole number of milliseconds, the finest unit"
        }
        return "write '\(fraction.written)' as '\(whole)'"
    }

    /// Whether `diagnostic` is the error for `state initial`, which makes "no 'initial'
    /// declaration" a follow-on: the user thought they had written it.
    static func isInitialAsStateName(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.id == .reservedWord && diagnostic.message == SyntaxMessage.initialAsStateName.text
    }

    private static var units: String {
        DurationUnit.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
}

extension SyntaxMessage {
    /// `diagnostics` (in source order) with every error for `initial` used as a state name after
    /// the first made a note of the first: naming a state `initial`, starting in it and leaving
    /// it are one mistake, fixed by one rename.
    static func joiningInitialAsStateName(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard let first = diagnostics.firstIndex(where: isInitialAsStateName) else { return diagnostics }
        let again = diagnostics[(first + 1)...].filter(isInitialAsStateName)
        guard !again.isEmpty else { return diagnostics }
        var joined = diagnostics.enumerated().filter { $0.offset <= first || !isInitialAsStateName($0.element) }.map(\.element)
        let error = diagnostics[first]
        joined[first] = .error(
            error.id, error.message, at: error.range,
            notes: error.notes + again.map { Diagnostic.Note(.initialAsStateNameAgain, at: $0.range) }, fixIts: error.fixIts)
        return joined
    }
}

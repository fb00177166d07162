/// The language's reserved words; every other identifier, Swift keywords included, is a name.
public enum Keyword: String, CaseIterable, Sendable {
    case machine, context, initial, state, event, effect, on, ignore, final
    case `true`, `false`, `nil`

    public static func isReserved(_ name: String) -> Bool {
        // The parser asks for every name: most differ from each reserved word in length or
        // first two bytes, which is cheaper to see than a hash of the whole name.
        shapes.contains(shape(of: name)) && spellings.contains(name)
    }

    /// A set lookup hashes once; `init(rawValue:)` compares against every case in turn.
    private static let spellings = Set(allCases.map(\.rawValue))

    private static let shapes = allCases.map { shape(of: $0.rawValue) }

    /// A word's length and first two bytes (0 where it is shorter), as one integer.
    private static func shape(of word: String) -> UInt64 {
        var bytes = word.utf8.makeIterator()
        let first = UInt64(bytes.next() ?? 0)
        let second = UInt64(bytes.next() ?? 0)
        return UInt64(truncatingIfNeeded: word.utf8.count) << 16 | first << 8 | second
    }

    /// Every word that starts a declaration, reserved or contextual, in the order messages
    /// and editors list them.
    package static let declarationWords: [String] =
        [Keyword.machine, .context, .initial, .state, .event, .effect].map(\.rawValue)
        + ContextualKeyword.declarationStarters.map(\.rawValue)

    /// The literal words, `true`, `false` and `nil`, offered wherever a value fits.
    package static let literalWords: [String] = [Keyword.true, .false, .nil].map(\.rawValue)
}

/// Words that are special only in one place of the grammar and ordinary names everywhere
/// else, so a spec written before they existed keeps its meaning (`entry on open -> ready`,
/// a state named `after`). The lexer reads every one as an identifier; the parser, the
/// completion, the semantic tokens and the hover compare a token with these cases.
public enum ContextualKeyword: String, CaseIterable, Sendable {
    /// Start a declaration only where a declaration starts and a name follows
    /// (`group busy = ...`, `region content = ...`, `entry loading / ...`, `during uploading / ...`).
    case group, region, entry, exit, during
    /// Starts a declaration like `group` (`history checkout -> shipping`), and marks a row's
    /// target on its line (`sheet on close -> checkout history`).
    case history
    /// Starts a declaration only before `history` (`deep history player -> playing`), and marks a
    /// row's target on its line before `history` (`-> player deep history`).
    case deep
    /// Only right after a row's source, where `on` would be (`loading after 5s -> slow`).
    case after
    /// Only right after a row's source, where `on` would be (`loaded(n) always [n == 0] -> empty`).
    case always
    /// Only right after a row's source, where `on` would be (`uploads done -> finished`).
    case done
    /// Only where a row's `->` would be (`uploading(f, _) on progressed(p) stays uploading(f, p)`).
    case stays
    /// Only after a field's type (`token: String sensitive`), where no declaration starts.
    case sensitive
    /// Only right after `sensitive` (`token: String sensitive persisted`).
    case persisted
    /// Only after an effect's declaration, on its line (`effect submit(id: UUID) durable`).
    case durable
    /// Only in a guard, right before `(` (`[in(loaded)]`), where no name can be followed by one.
    case `in`
    /// Only at the end of a state's, event's or effect's declaration, on its line, and after a
    /// field's type and marks, followed by `from` (`state sending renamed from saving`).
    case renamed
    /// Only right after `renamed`, before the name the records were written under.
    case from

    /// The words that start a declaration, in the order messages and editors list them.
    public static let declarationStarters: [ContextualKeyword] = [.group, .entry, .exit, .during, .region, .history, .deep]

    /// The word when it starts a declaration (`group`, `region`, `entry`, `exit`, `during`,
    /// `history`, `deep`), else `nil`. Asked at every row's first name: seven comparisons, not one
    /// per case of `init(rawValue:)`.
    init?(startingDeclaration word: String) {
        switch word {
        case Self.group.rawValue: self = .group
        case Self.region.rawValue: self = .region
        case Self.entry.rawValue: self = .entry
        case Self.exit.rawValue: self = .exit
        case Self.during.rawValue: self = .during
        case Self.history.rawValue: self = .history
        case Self.deep.rawValue: self = .deep
        default: return nil
        }
    }
}

extension Token {
    /// True for the contextual word, wherever it is written: the caller knows whether the
    /// place makes it special.
    public func isContextualKeyword(_ word: ContextualKeyword) -> Bool {
        identifier == word.rawValue
    }
}

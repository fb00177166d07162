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
        [Keyword.machine, .context, .initial, .state, .event, .effect].map(\.rawValue) + ContextualKeyword.allCases.map(\.rawValue)

    /// The literal words, `true`, `false` and `nil`, offered wherever a value fits.
    package static let literalWords: [String] = [Keyword.true, .false, .nil].map(\.rawValue)
}

/// Words that start a declaration only where a declaration starts and a name follows
/// (`group busy = ...`, `entry loading / ...`); anywhere else they are ordinary names, so a
/// spec written before they existed keeps its meaning (`entry on open -> ready`).
public enum ContextualKeyword: String, CaseIterable, Sendable {
    case group, entry, exit, during, region

    /// Special only after a field's type (`token: String sensitive`), where no declaration starts.
    public static let sensitive = "sensitive"
    /// Special only right after `sensitive` (`token: String sensitive persisted`).
    public static let persisted = "persisted"
    /// Special only after an effect's declaration, on its line (`effect submit(id: UUID) durable`).
    public static let durable = "durable"
    /// Special only right after a row's source, where `on` would be (`loading after 5s -> slow`).
    public static let after = "after"
    /// Special only in a guard, right before `(` (`[in(loaded)]`), where no name can be followed by one.
    public static let `in` = "in"
    /// Special only where a row's `->` would be (`uploading(f, _) on progressed(p) stays uploading(f, p)`).
    public static let stays = "stays"
}

extension Parser {
    /// What completion offers where `renamed from OLD` may end a declaration or a field.
    static let renamedFrom = ContextualKeyword.renamed.rawValue + " " + ContextualKeyword.from.rawValue

    /// `renamed from OLD` when the current word is `renamed` and `isHere` says the place makes it
    /// special; otherwise nothing is read, and completion at the cursor is offered the words.
    /// A declaration passes "not at a line's start" (a row below may start with a state named
    /// `renamed`), a field "not followed by `:`" (the next field may be named `renamed`).
    mutating func parseFormerName(isHere: Bool) throws(Failure) -> FormerNameSyntax? {
        guard isHere, current.isContextualKeyword(.renamed) else {
            offerAtCursor(Self.renamedFrom)
            return nil
        }
        let keyword = current.range
        advance()
        guard current.isContextualKeyword(.from) else { throw expected(.fromAfterRenamed) }
        let from = current.range
        advance()
        return FormerNameSyntax(keyword: keyword, from: from, name: try expectName(.formerName))
    }
}

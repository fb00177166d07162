extension Row {
    /// The row as a reducer would run it if it read a repeated name from the occurrence
    /// at `position` instead of the one that binds it: that occurrence binds, and the
    /// name's other occurrences are not looked at.
    ///
    /// A case that shows "the name differs" must pass every other condition of the row
    /// under each reading; otherwise a reducer that compared nothing but read the name
    /// from the other side could fail that condition instead, and pass for the wrong reason.
    func readingName(_ name: String, at position: Int) -> Row {
        let rewritten = clause.allPatterns.enumerated().map { index, pattern -> Pattern in
            switch pattern {
            case .bind(name), .same(name): return index == position ? .bind(name) : .skip
            default: return pattern
            }
        }
        return with(clause.with(matches: clause.matches.replacingPatterns(with: rewritten)))
    }
}

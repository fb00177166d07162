extension ParsedSpec {
    /// Whether the user wrote an `initial` declaration the parser could not read (`initial
    /// event`), or named a state `initial`: either way "no 'initial' declaration" would be a
    /// second error for one mistake, since the user thinks they wrote it.
    var wroteUnreadableInitial: Bool {
        diagnostics.contains { diagnostic in
            guard diagnostic.severity == .error else { return false }
            if SyntaxMessage.isInitialAsStateName(diagnostic) { return true }
            return declarationStart(before: diagnostic.range.start)?.isKeyword(.initial) ?? false
        }
    }

    /// The first token of the line holding `offset`: where the declaration there starts.
    private func declarationStart(before offset: Int) -> Token? {
        // The last token starting at or before `offset`, found by halving: tokens are in order.
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.start <= offset { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index > 0, !tokens[index].startsLine { index -= 1 }
        return tokens.indices.contains(index) ? tokens[index] : nil
    }
}

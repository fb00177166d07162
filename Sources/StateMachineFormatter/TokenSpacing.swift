import StateMachineCompiler

/// Prints tokens on one line as written, with single spaces where the canonical layout has
/// them: none inside brackets, before `,` `:` `?`, after a prefix `!` or between a duration's
/// number and unit, one around operators.
struct TokenSpacing {
    let file: SourceFile
    /// Tokens inside a type, where `<` and `>` are generic brackets rather than operators.
    let typeTokens: Set<Int>

    func join(_ tokens: some Sequence<Token>) -> String {
        var text = ""
        var previous: Token?
        for token in tokens {
            if let previous, needsSpace(between: previous, and: token) { text += " " }
            text += file.text(of: token.range)
            previous = token
        }
        return text
    }

    private func needsSpace(between previous: Token, and next: Token) -> Bool {
        let inType = typeTokens.contains(next.range.start)
        switch next.kind {
        case .rightParen, .rightBracket, .comma, .colon, .question, .dot:
            return false
        case .leftParen where previous.identifier != nil:
            return false
        case .lessThan where inType, .greaterThan where inType:
            return false
        case .identifier where previous.range.end == next.range.start:
            // A duration's unit stays on its number: `5s`, `300ms`.
            if case .integer = previous.kind { return false }
        default:
            break
        }
        switch previous.kind {
        case .leftParen, .leftBracket, .dot, .bang:
            return false
        case .lessThan where typeTokens.contains(previous.range.start):
            return false
        default:
            return true
        }
    }
}

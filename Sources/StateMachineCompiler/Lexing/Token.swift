/// The smallest meaningful piece of a spec.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case identifier(String)
        case integer(IntegerValue)
        case string(String)
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        case comma, colon, star, slash, arrow, bang, equalEqual, bangEqual, ampAmp, pipePipe
        case question, lessThan, greaterThan, dot, equal
        case lessEqual, greaterEqual, plus, minus
        case endOfFile
    }

    public let kind: Kind
    public let range: SourceRange
    /// True when no other token precedes it on its line; error recovery resumes here.
    public let startsLine: Bool

    public init(_ kind: Kind, _ range: SourceRange, startsLine: Bool) {
        self.kind = kind
        self.range = range
        self.startsLine = startsLine
    }

    /// The identifier's text, or `nil` for any other token.
    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// True for the given reserved word.
    public func isKeyword(_ keyword: Keyword) -> Bool {
        identifier == keyword.rawValue
    }
}

extension Token.Kind {
    /// True for a token that can end an operand, after which `-` is subtraction.
    var endsValue: Bool {
        switch self {
        case .identifier, .integer, .string, .rightParen: return true
        default: return false
        }
    }

    /// How the token is named in "expected ..." messages.
    var spelling: String {
        switch self {
        case .identifier(let name): return "'\(name)'"
        case .integer(let value): return "'\(value)'"
        case .string: return "string literal"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .comma: return "','"
        case .colon: return "':'"
        case .star: return "'*'"
        case .slash: return "'/'"
        case .arrow: return "'->'"
        case .bang: return "'!'"
        case .equalEqual: return "'=='"
        case .bangEqual: return "'!='"
        case .ampAmp: return "'&&'"
        case .pipePipe: return "'||'"
        case .question: return "'?'"
        case .lessThan: return "'<'"
        case .greaterThan: return "'>'"
        case .dot: return "'.'"
        case .equal: return "'='"
        case .lessEqual: return "'<='"
        case .greaterEqual: return "'>='"
        case .plus: return "'+'"
        case .minus: return "'-'"
        case .endOfFile: return "end of file"
        }
    }
}

/// Turns spec bytes into tokens. Never fails: garbage becomes a diagnostic and is
/// skipped, so the parser still sees the rest of the file.
struct Lexer {
    private let bytes: [UInt8]
    private var offset = 0
    private var atLineStart = true
    private(set) var tokens: [Token] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Each `//` comment, up to its line break; only the formatter and editors read them.
    private(set) var comments: [SourceRange] = []

    /// Tokens with the comments between them (`Pipeline.lex` wraps them as a ``LexedSpec``).
    static func scan(_ file: SourceFile) -> (tokens: [Token], comments: [SourceRange], diagnostics: [Diagnostic]) {
        var lexer = Lexer(bytes: file.bytes)
        lexer.run()
        return (lexer.tokens, lexer.comments, lexer.diagnostics)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A UTF-8 byte-order mark, which some Windows editors write at the start of a text file.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private mutating func run() {
        // A byte-order mark at the start says only that the file is UTF-8: skipped, as whitespace.
        if bytes.starts(with: Self.byteOrderMark) { offset = Self.byteOrderMark.count }
        while let byte = peek() {
            let start = offset
            if diagnostics.count >= DiagnosticLimit.perStage {
                diagnostics.append(DiagnosticLimit.tooManyErrors(at: SourceRange(start: start, end: start + 1)))
                break
            }
            switch byte {
            // A lone `\r` ends a line as `\n` and `\r\n` do (see ``SourceFile``).
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                offset += 1
                atLineStart = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), !next.isLineBreak { offset += 1 }
                comments.append(SourceRange(start: start, end: offset))
            case _ where NameRule.isStart(byte):
                while let next = peek(), NameRule.isContinuation(next) { offset += 1 }
                add(.identifier(String(decoding: bytes[start..<offset], as: UTF8.self)), from: start)
            case _ where byte.isDigit:
                lexInteger(from: start)
            // After a value, `-` is the binary operator (`n - 1`, `n -1`); elsewhere it
            // starts a negative literal (`idle(-1)`), as before the operator existed.
            case UInt8(ascii: "-") where peek(1)?.isDigit == true && !(tokens.last?.kind.endsValue ?? false):
                offset += 1
                lexInteger(from: start)
            case UInt8(ascii: "\""):
                lexString(from: start)
            default:
                lexPunctuation(byte, from: start)
            }
        }
        tokens.append(Token(.endOfFile, SourceRange(start: offset, end: offset), startsLine: true))
    }

    private mutating func lexInteger(from start: Int) {
        while let next = peek(), next.isDigit || next == UInt8(ascii: "_") { offset += 1 }
        let digits = String(decoding: bytes[start..<offset], as: UTF8.self).replacingUnderscores()
        // From `Int64.min` to `UInt64.max`: whether it fits the type it is written for is the checker's question.
        if let value = IntegerValue(digits[...]), value >= IntegerType.int64.bounds.lowerBound {
            add(.integer(value), from: start)
            return
        }
        diagnostics.append(.error(LexicalMessage.integerOutOfRange(digits: digits), at: SourceRange(start: start, end: offset)))
        add(.integer(0), from: start)
    }

    private mutating func lexString(from start: Int) {
        offset += 1
        var value: [UInt8] = []
        while let byte = peek(), !byte.isLineBreak {
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                add(.string(String(decoding: value, as: UTF8.self)), from: start)
                return
            case UInt8(ascii: "\\"):
                let escape = peek()
                switch escape {
                case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                default:
                    diagnostics.append(.error(LexicalMessage.invalidEscape, at: SourceRange(start: offset - 1, end: offset)))
                }
                if let escape, !escape.isLineBreak { offset += 1 }
            case 0x80...:
                // Checked here, or a stray byte would reach the generated Swift as U+FFFD.
                let width = UTF8.width(startingWith: bytes, at: offset - 1)
                if width == 1 {
                    diagnostics.append(
                        .error(LexicalMessage.invalidUTF8(byte: byte, inString: true), at: SourceRange(start: offset - 1, end: offset)))
                }
                value += bytes[offset - 1..<offset - 1 + width]
                offset += width - 1
            default:
                value.append(byte)
            }
        }
        diagnostics.append(.error(LexicalMessage.unterminatedString, at: SourceRange(start: start, end: start + 1)))
        add(.string(String(decoding: value, as: UTF8.self)), from: start)
    }

    private mutating func lexPunctuation(_ byte: UInt8, from start: Int) {
        if let (kind, length) = punctuation(byte) {
            offset += length
            add(kind, from: start)
            return
        }
        let width = byte < 0x80 ? 1 : UTF8.width(startingWith: bytes, at: offset)
        offset += width
        let range = SourceRange(start: start, end: offset)
        if width == 1, byte >= 0x80 {
            diagnostics.append(.error(LexicalMessage.invalidUTF8(byte: byte, inString: false), at: range))
        } else {
            let character = String(decoding: bytes[start..<offset], as: UTF8.self)
            diagnostics.append(.error(LexicalMessage.unexpectedCharacter(byte: byte, character: character), at: range))
        }
    }

    /// The punctuation token starting with `byte` and its length; two-byte spellings win,
    /// so `->` is one token. A switch, not a table scan: this runs for every symbol.
    private func punctuation(_ byte: UInt8) -> (Token.Kind, Int)? {
        let next = peek(1)
        switch byte {
        case UInt8(ascii: "-") where next == UInt8(ascii: ">"): return (.arrow, 2)
        case UInt8(ascii: "=") where next == UInt8(ascii: "="): return (.equalEqual, 2)
        // `=>` stays an unexpected character: it is a misspelled `->`, not an `=`.
        case UInt8(ascii: "=") where next != UInt8(ascii: ">"): return (.equal, 1)
        case UInt8(ascii: "!") where next == UInt8(ascii: "="): return (.bangEqual, 2)
        case UInt8(ascii: "&") where next == UInt8(ascii: "&"): return (.ampAmp, 2)
        case UInt8(ascii: "|") where next == UInt8(ascii: "|"): return (.pipePipe, 2)
        case UInt8(ascii: "("): return (.leftParen, 1)
        case UInt8(ascii: ")"): return (.rightParen, 1)
        case UInt8(ascii: "{"): return (.leftBrace, 1)
        case UInt8(ascii: "}"): return (.rightBrace, 1)
        case UInt8(ascii: "["): return (.leftBracket, 1)
        case UInt8(ascii: "]"): return (.rightBracket, 1)
        case UInt8(ascii: ","): return (.comma, 1)
        case UInt8(ascii: ":"): return (.colon, 1)
        case UInt8(ascii: "*"): return (.star, 1)
        case UInt8(ascii: "/"): return (.slash, 1)
        case UInt8(ascii: "!"): return (.bang, 1)
        case UInt8(ascii: "?"): return (.question, 1)
        case UInt8(ascii: "<") where next == UInt8(ascii: "="): return (.lessEqual, 2)
        case UInt8(ascii: ">") where next == UInt8(ascii: "="): return (.greaterEqual, 2)
        case UInt8(ascii: "<"): return (.lessThan, 1)
        case UInt8(ascii: ">"): return (.greaterThan, 1)
        case UInt8(ascii: "+"): return (.plus, 1)
        case UInt8(ascii: "-"): return (.minus, 1)
        case UInt8(ascii: "."): return (.dot, 1)
        default: return nil
        }
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private mutating func add(_ kind: Token.Kind, from start: Int) {
        tokens.append(Token(kind, SourceRange(start: start, end: offset), startsLine: atLineStart))
        atLineStart = false
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}

extension UTF8 {
    /// The length of a well-formed scalar starting at `offset`, or 1 for a byte that starts
    /// none. Well-formed as Unicode defines it: no overlong form, no surrogate, nothing above
    /// U+10FFFF, so every accepted sequence decodes to the scalar written, never to U+FFFD.
    fileprivate static func width(startingWith bytes: [UInt8], at offset: Int) -> Int {
        let (width, second): (Int, ClosedRange<UInt8>) =
            switch bytes[offset] {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (1, 0x80...0xBF)
            }
        guard width > 1, offset + width <= bytes.count, second.contains(bytes[offset + 1]) else { return 1 }
        for index in offset + 2..<offset + width where bytes[index] & 0xC0 != 0x80 { return 1 }
        return width
    }
}

/// What the lexer refuses: bytes that make no token, and literals it cannot read.
enum LexicalMessage: DiagnosticMessage {
    /// `byte`: the character's first byte; `character`: the character as written.
    case unexpectedCharacter(byte: UInt8, character: String)
    /// A byte that starts no UTF-8 character; `inString`: inside a string literal.
    case invalidUTF8(byte: UInt8, inString: Bool)
    case unterminatedString
    case invalidEscape
    /// `digits`: the literal without its underscores.
    case integerTooWide(digits: String)
    /// Fits in 64 bits, but only unsigned: literals are computed in `Int`.
    case integerAboveIntMax(digits: String)

    var id: DiagnosticID {
        switch self {
        case .unexpectedCharacter: .unexpectedCharacter
        case .invalidUTF8: .invalidUTF8
        case .unterminatedString: .unterminatedString
        case .invalidEscape: .invalidEscape
        case .integerTooWide, .integerAboveIntMax: .integerOverflow
        }
    }

    var text: String {
        switch self {
        case .unexpectedCharacter(let byte, let character):
            // A control character would be invisible, or move the cursor, in a terminal.
            let shown = byte < 0x20 || byte == 0x7F ? "U+\(Self.hex(byte))" : "'\(character)'"
            return "unexpected character \(shown) in spec"
        case .invalidUTF8(let byte, let inString):
            return "invalid UTF-8 byte 0x\(Self.hex(byte))" + (inString ? " in string literal" : "")
        case .unterminatedString:
            return "unterminated string literal"
        case .invalidEscape:
            return "invalid escape sequence in string literal; use \\\", \\\\, \\n or \\t"
        case .integerTooWide(let digits):
            return "integer literal '\(digits)' does not fit in 64 bits"
        case .integerAboveIntMax(let digits):
            return "integer literal '\(digits)' is above Int.max (\(Int.max)), the largest integer a spec can write, "
                + "also for UInt and UInt64"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        String(byte, radix: 16, uppercase: true)
    }
}

/// What the lexer refuses: bytes that make no token, and literals it cannot read.
enum LexicalMessage: DiagnosticMessage {
    /// `byte`: the character's first byte; `character`: the character as written.
    case unexpectedCharacter(byte: UInt8, character: String)
    /// A byte that starts no UTF-8 character; `inString`: inside a string literal.
    case invalidUTF8(byte: UInt8, inString: Bool)
    case unterminatedString
    case invalidEscape
    /// Outside `Int64.min...UInt64.max`; `digits`: the literal without its underscores.
    case integerOutOfRange(digits: String)

    var id: DiagnosticID {
        switch self {
        case .unexpectedCharacter: .unexpectedCharacter
        case .invalidUTF8: .invalidUTF8
        case .unterminatedString: .unterminatedString
        case .invalidEscape: .invalidEscape
        case .integerOutOfRange: .integerOverflow
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
        case .integerOutOfRange(let digits):
            return "integer literal '\(digits)' does not fit in any 64-bit integer type"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        String(byte, radix: 16, uppercase: true)
    }
}

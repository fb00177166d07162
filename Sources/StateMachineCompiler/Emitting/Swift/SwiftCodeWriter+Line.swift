extension SwiftCodeWriter {
    /// The text of one line as a `line("…")` call spells it: literal parts and interpolated
    /// values go straight into one byte buffer, where building a `String` first would cost
    /// a temporary and a copy per interpolation (most of the writer's time on giants).
    struct Line: ExpressibleByStringInterpolation {
        fileprivate enum Storage {
            case literal(StaticString)
            case bytes([UInt8])
        }

        fileprivate let storage: Storage

        init(stringLiteral literal: StaticString) {
            storage = .literal(literal)
        }

        init(stringInterpolation: Interpolation) {
            storage = .bytes(stringInterpolation.bytes)
        }

        struct Interpolation: StringInterpolationProtocol {
            fileprivate var bytes: [UInt8] = []

            init(literalCapacity: Int, interpolationCount: Int) {
                // Names and calls are rarely longer; one allocation covers most lines.
                bytes.reserveCapacity(literalCapacity + interpolationCount * 24)
            }

            mutating func appendLiteral(_ literal: StaticString) {
                literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
            }

            mutating func appendInterpolation(_ value: String) {
                bytes.append(contentsOf: value.utf8)
            }

            mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                bytes.append(contentsOf: value.description.utf8)
            }
        }
    }

    mutating func line(_ content: Line) {
        switch content.storage {
        case .literal(let literal):
            literal.withUTF8Buffer { append(line: $0) }
        case .bytes(let bytes):
            bytes.withUnsafeBufferPointer { append(line: $0) }
        }
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: Line, closing: Line = "}", _ body: (inout SwiftCodeWriter) -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }
}

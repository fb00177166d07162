/// Why a literal cannot stand for a value of a type. Reported as a `type-mismatch`, or as
/// `literal-out-of-range` when it is the literal operand of arithmetic.
enum LiteralProblem: Hashable {
    case nilForNonOptional(SwiftType)
    case negativeIntoUnsigned(IntegerValue, SwiftType)
    case overflow(IntegerValue, SwiftType)
    /// An integer a floating type would round to its nearest value (Swift warns).
    case inexact(IntegerValue, SwiftType)
    /// A literal of a kind the type takes none of.
    case incompatible(Literal, SwiftType)

    var text: String {
        switch self {
        case .nilForNonOptional(let type): "'nil' is not compatible with non-optional type '\(type)'"
        case .negativeIntoUnsigned(let value, let type): "negative integer '\(value)' overflows when stored into unsigned type '\(type)'"
        case .overflow(let value, let type): "integer literal '\(value)' overflows when stored into '\(type)'"
        case .inexact(let value, let type): "'\(value)' is not exactly representable as '\(type)'; write a value it holds"
        case .incompatible(let literal, let type): "\(Self.word(for: literal)) literal is not compatible with type '\(type)'"
        }
    }

    private static func word(for literal: Literal) -> String {
        switch literal {
        case .bool: "boolean"
        case .string: "string"
        case .integer: "integer"
        case .nil: "'nil'"
        }
    }
}

/// The literal operand of `+` or `-` does not fit the other operand's type.
struct LiteralOutOfRange: DiagnosticMessage {
    let problem: LiteralProblem

    var id: DiagnosticID { .literalOutOfRange }
    var text: String { problem.text }
}

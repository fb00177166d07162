/// A value of one type where another is wanted (`type-mismatch`). Comparisons, orderings
/// and arithmetic name their operator; `literal` is a literal that cannot stand for the type.
indirect enum TypeMismatch: DiagnosticMessage {
    case literal(LiteralProblem)
    /// A value of type `type` passed where `expected` is wanted.
    case passing(SwiftType, as: SwiftType)
    /// An argument that does not fit its parameter, for either reason above.
    case argument(TypeMismatch, parameter: String)
    /// A name bound twice in one clause, to payload fields of different types.
    case boundTwice(String, boundAs: SwiftType, matching: SwiftType)
    case conditionOfType(SwiftType)
    case conditionLiteral
    case comparison(operator: String, SwiftType, SwiftType)
    case comparingLiterals(operator: String)
    case orderingOptional(operator: String, SwiftType)
    case ordering(operator: String, SwiftType)
    case arithmetic(operator: String, SwiftType, SwiftType)
    case arithmeticOnType(operator: String, SwiftType)
    case arithmeticOnLiterals(operator: String)
    /// A `during` pattern that could fail to match: an activity runs in every visit.
    case refutableActivityPattern
    /// An `after` row's delay names a context field that is not a `Duration`.
    case delayField(String, SwiftType)

    var id: DiagnosticID { .typeMismatch }

    var text: String {
        switch self {
        case .literal(let problem):
            problem.text
        case .passing(let type, let expected):
            "cannot pass a value of type '\(type)' as '\(expected)'"
        case .argument(let mismatch, let parameter):
            "\(mismatch.text) for parameter '\(parameter)'"
        case .boundTwice(let name, let boundType, let type):
            "'\(name)' is bound as '\(boundType)' and cannot also match a value of type '\(type)'"
        case .conditionOfType(let type):
            "cannot use a value of type '\(type)' as a condition; expected 'Bool'"
        case .conditionLiteral:
            "cannot use this literal as a condition; expected 'Bool'"
        case .comparison(let op, let left, let right):
            "binary operator '\(op)' cannot compare '\(left)' with '\(right)'"
        case .comparingLiterals(let op):
            "binary operator '\(op)' cannot compare these two literals"
        case .orderingOptional(let op, let type):
            "binary operator '\(op)' cannot order optional type '\(type)'"
        case .ordering(let op, let type):
            "binary operator '\(op)' cannot order values of type '\(type)'"
        case .arithmetic(let op, let left, let right):
            "binary operator '\(op)' cannot be applied to operands of type '\(left)' and '\(right)'"
        case .arithmeticOnType(let op, let type):
            "binary operator '\(op)' cannot be applied to a value of type '\(type)'"
        case .arithmeticOnLiterals(let op):
            "binary operator '\(op)' needs a name or context field on one side"
        case .refutableActivityPattern:
            "an activity runs in every visit of its state: its patterns only bind values, with names or '_'"
        case .delayField(let name, let type):
            "context field '\(name)' has type '\(type)'; a delay needs a 'Duration'"
        }
    }
}

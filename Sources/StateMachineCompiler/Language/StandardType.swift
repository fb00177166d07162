/// A type of the Swift standard library or Foundation that the language knows more about
/// than its name: the literals that stand for its values, whether a guard may order it,
/// whether `+` and `-` apply, and how generated tests make sample values of it. Every
/// other type is the user's own: compared with `==` only, sampled through values the
/// user supplies.
package struct StandardType: Sendable {
    /// The literals that may stand for a value of the type.
    package enum Literals: Sendable {
        case bool
        case string
        /// Integer literals within the type's bounds; `+` and `-` apply.
        case integer(IntegerType)
        /// Integer literals the floating type holds exactly: Swift warns where a literal
        /// rounds and refuses one beyond the type's range.
        case floating(FloatingLimits)
        /// Integer literals within `Int`, through which the type takes its literals (`Decimal`, `CGFloat`).
        case throughInt
        case none
    }

    /// How the interpreter and the generated tests make values of the type.
    package enum SampleKind: Sendable {
        case bool
        /// Whole numbers, which every numeric type spells alike.
        case number
        case string
        /// Opaque numbered values, spelled as Swift expressions (`uuid1`, `date2`).
        case token
    }

    package let name: String
    package let literals: Literals
    /// `<`, `<=`, `>` and `>=` apply in guards.
    package let isOrdered: Bool
    package let samples: SampleKind

    /// The integer type, when the type is one.
    package var integer: IntegerType? {
        if case .integer(let integer) = literals { return integer }
        return nil
    }

    /// The standard type `type` names (`Swift.Int` and `Foundation.Date` included), or `nil`.
    package static func named(_ type: SwiftType) -> StandardType? {
        type.standardName.flatMap { byName[$0] }
    }

    package static func named(_ name: String) -> StandardType? { byName[name] }

    /// The types an editor offers first where a type is written; `Data` has no literals or
    /// samples of its own, but specs name it often.
    package static let commonNames = ["Bool", "Int", "Double", "String", "UUID", "Date", "URL", "Data"]

    /// In the order messages list them.
    package static let all: [StandardType] =
        [StandardType(name: "Bool", literals: .bool, isOrdered: false, samples: .bool)]
        + IntegerType.allCases.map { StandardType(name: $0.rawValue, literals: .integer($0), isOrdered: true, samples: .number) }
        + [("Double", FloatingLimits.double), ("Float", .float)].map {
            StandardType(name: $0, literals: .floating($1), isOrdered: true, samples: .number)
        }
        + [StandardType(name: "Decimal", literals: .throughInt, isOrdered: true, samples: .number)]
        + [StandardType(name: "String", literals: .string, isOrdered: true, samples: .string)]
        + [StandardType(name: "Date", literals: .none, isOrdered: true, samples: .token)]
        + [("Float16", FloatingLimits.float16), ("Float32", .float), ("Float64", .double)].map {
            StandardType(name: $0, literals: .floating($1), isOrdered: false, samples: .number)
        }
        + [StandardType(name: "CGFloat", literals: .throughInt, isOrdered: false, samples: .number)]
        + ["UUID", "URL"].map { StandardType(name: $0, literals: .none, isOrdered: false, samples: .token) }
        // A context field of this type can be an `after` row's delay.
        + [StandardType(name: "Duration", literals: .none, isOrdered: false, samples: .token)]

    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}

import Foundation
import SeededRandom
import StateMachineCompiler

/// One random payload value for the differential test: what the interpreter holds, what the
/// page is sent (JSON), and Swift's own `String(reflecting:)` of the value the generated enum
/// would hold, which the page's effect descriptions must equal.
struct ReferenceSample {
    let runtime: RuntimeValue
    let json: Any

    static func random(_ type: SwiftType, _ random: inout SplitMix64) -> ReferenceSample {
        if case .optional(let wrapped) = type {
            return random.below(3) == 0 ? ReferenceSample(runtime: .nil, json: NSNull()) : Self.random(wrapped, &random)
        }
        switch type.standardName ?? "" {
        case "Bool":
            let flag = random.below(2) == 0
            return ReferenceSample(runtime: .bool(flag), json: flag)
        case "String":
            let text = random.pick(["", "a\"b", "x", "é\n"])
            return ReferenceSample(runtime: .string(text), json: text)
        case "UInt8": return integer(random.pick([0, 9, 254, 255]))
        case "Int":
            // Int.max as text: a JavaScript number cannot hold it, and `n + 1` must trap on both sides.
            if random.below(8) == 0 { return ReferenceSample(runtime: .integer(IntegerValue(Int.max)), json: String(Int.max)) }
            return integer(random.pick([0, 1, -3, 42, 7, -1]))
        default: return integer(random.pick([0, -3, 42, 7, -1]))
        }
    }

    private static func integer(_ value: Int) -> ReferenceSample {
        ReferenceSample(runtime: .integer(IntegerValue(value)), json: value)
    }

    /// Swift's description of the value a field of `type` holds, as the generated `Effect` prints it.
    static func describe(_ value: RuntimeValue, _ type: SwiftType) -> String {
        if case .optional(let wrapped) = type {
            guard value != .nil else { return String(reflecting: Int?.none) }
            return "Optional(" + describe(value, wrapped) + ")"
        }
        switch (value, type.standardName ?? "") {
        case (.bool(let flag), _): return String(reflecting: flag)
        case (.string(let text), _): return String(reflecting: text)
        case (.integer(let number), "Double"): return String(reflecting: Double(number.int ?? 0))
        case (.integer(let number), "Decimal"): return String(reflecting: Decimal(number.int ?? 0))
        case (.integer(let number), _): return number.description
        default: return "\(value)"
        }
    }

    static func describe(_ value: RuntimeCase, in declarations: [CaseDeclaration]) -> String {
        let declaration = declarations[value.index]
        guard !declaration.parameters.isEmpty else { return declaration.name }
        let fields = zip(declaration.parameters, value.values).map { field, value in
            field.name + ": " + (field.isSensitive ? "<redacted>" : describe(value, field.type))
        }
        return declaration.name + "(" + fields.joined(separator: ", ") + ")"
    }
}

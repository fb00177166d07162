/// Fixed, distinct values of payload types, for building inputs the spec can be run on.
///
/// Samples are numbered from 0; the same type and number always give the same value.
/// A type without literals (UUID, Date, URL, a user's type) gets opaque tokens that the
/// tests emitter spells as Swift expressions.
struct Samples: Sendable {
    /// How many samples a user's own type has: the generated tests ask the user for two;
    /// the guard analysis reasons about values it never prints, so it takes any number.
    let customTypeSupply: Int?

    static let printable = Samples(customTypeSupply: 2)
    static let unbounded = Samples(customTypeSupply: nil)

    /// The kinds of value the interpreter distinguishes.
    enum Kind: Equatable {
        case bool
        case number
        case string
        /// A type spelled through sample tokens; `family` names it in tokens.
        case token(family: String, isStandard: Bool)
        case optional(SwiftType)
        case array(SwiftType)
        case dictionary(key: SwiftType, value: SwiftType)
    }

    static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float32", "Float64", "CGFloat", "Decimal",
    ]
    /// Foundation types whose samples are tokens the emitter knows how to build.
    static let standardTokenTypes: Set<String> = ["UUID", "Date", "URL"]

    static func kind(of type: SwiftType) -> Kind {
        switch type {
        case .optional(let wrapped): return .optional(wrapped)
        case .array(let element): return .array(element)
        case .dictionary(let key, let value): return .dictionary(key: key, value: value)
        case .named:
            let name = type.standardName ?? type.description
            if name == "Bool" { return .bool }
            if name == "String" { return .string }
            if numberTypes.contains(name) { return .number }
            if standardTokenTypes.contains(name) { return .token(family: name, isStandard: true) }
            return .token(family: type.description, isStandard: false)
        }
    }

    /// How many distinct samples the type has, `nil` when there is no limit.
    func supply(of type: SwiftType) -> Int? {
        switch Self.kind(of: type) {
        case .bool: return 2
        case .number, .string: return nil
        case .token(_, let isStandard): return isStandard ? nil : customTypeSupply
        case .optional(let inner), .array(let inner), .dictionary(let inner, _):
            return supply(of: inner).map { $0 + 1 }
        }
    }

    /// The `index`-th sample, or `nil` past the type's supply. Optionals, arrays and
    /// dictionaries put their empty value (`nil`, `[]`, `[:]`) second, so that it is
    /// reached even when the wrapped type has no limit.
    func sample(of type: SwiftType, at index: Int) -> RuntimeValue? {
        guard index >= 0, index < supply(of: type) ?? Int.max else { return nil }
        switch Self.kind(of: type) {
        case .bool: return .bool(index == 0)
        case .number: return .integer(index + 1)
        case .string: return .string("sample \(index + 1)")
        case .token(let family, _): return .token(family: family, index: index + 1)
        case .optional(let wrapped):
            return index == 1 ? .nil : sample(of: wrapped, at: index == 0 ? 0 : index - 1)
        case .array(let element):
            if index == 1 { return .array([]) }
            return sample(of: element, at: index == 0 ? 0 : index - 1).map { .array([$0]) }
        case .dictionary(let keyType, let valueType):
            if index == 1 { return .dictionary([]) }
            let position = index == 0 ? 0 : index - 1
            guard let key = sample(of: keyType, at: position),
                let value = sample(of: valueType, at: position) ?? sample(of: valueType, at: 0)
            else { return nil }
            return .dictionary([DictionaryEntry(key: key, value: value)])
        }
    }

    /// The key under which slots of a type count their samples, so that a `UUID` and a
    /// `UUID?` slot start from different values.
    static func family(of type: SwiftType) -> String {
        (type.wrappedIfOptional ?? type).description
    }
}

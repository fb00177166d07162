/// Fixed, distinct values of payload types, for building inputs the spec can be run on.
///
/// Samples are numbered from 0; the same type and number always give the same value.
/// A type without literals (UUID, Date, URL, a user's type) gets opaque tokens that the
/// tests emitter spells as Swift expressions.
enum Samples {
    /// How many samples a user's own type has: the generated tests ask the user for two.
    static let customTypeSupply = 2

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

    static func kind(of type: SwiftType) -> Kind {
        switch type {
        case .optional(let wrapped): return .optional(wrapped)
        case .array(let element): return .array(element)
        case .dictionary(let key, let value): return .dictionary(key: key, value: value)
        case .named:
            guard let standard = StandardType.named(type) else { return .token(family: type.description, isStandard: false) }
            switch standard.samples {
            case .bool: return .bool
            case .number: return .number
            case .string: return .string
            case .token: return .token(family: standard.name, isStandard: true)
            }
        }
    }

    /// How many distinct samples the type has, `nil` when there is no limit.
    static func supply(of type: SwiftType) -> Int? {
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
    static func sample(of type: SwiftType, at index: Int) -> RuntimeValue? {
        guard index >= 0, index < supply(of: type) ?? Int.max else { return nil }
        switch Self.kind(of: type) {
        case .bool: return .bool(index == 0)
        case .number: return .integer(IntegerValue(index + 1))
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

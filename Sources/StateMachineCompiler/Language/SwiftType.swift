/// A Swift type as the spec wrote it, in one canonical shape so that spellings compare
/// equal: `Optional<Int>` is `Int?`, `Array<T>` is `[T]`, spaces do not matter.
public indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
    /// A nominal type, possibly qualified (`Foundation.UUID`) or generic (`Set<Int>`).
    case named(String, arguments: [SwiftType])
    case optional(SwiftType)
    case array(SwiftType)
    case dictionary(key: SwiftType, value: SwiftType)

    /// Swift spelling, used verbatim in generated code.
    public var description: String {
        switch self {
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped):
            return "\(wrapped)?"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        }
    }

    /// The type with one level of `Optional` removed, if it is optional.
    public var wrappedIfOptional: SwiftType? {
        if case .optional(let wrapped) = self { return wrapped }
        return nil
    }

    /// The bare name of a standard-library or Foundation type (`Swift.Int` is `Int`).
    public var standardName: String? {
        guard case .named(let name, let arguments) = self, arguments.isEmpty else { return nil }
        for prefix in ["Swift.", "Foundation."] where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return name
    }

    public static let bool = SwiftType.named("Bool", arguments: [])
    public static let string = SwiftType.named("String", arguments: [])
}

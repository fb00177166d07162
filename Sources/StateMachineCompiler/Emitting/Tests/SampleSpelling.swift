/// Spells runtime values as Swift expressions. Values with literals are written in
/// place; the others become named file-private constants (`uuid1`, `date2`, `money1`),
/// declared once at the end of the generated file so the table rows stay short.
struct SampleSpelling {
    /// The constants used so far, by name, with the expression that defines each.
    private(set) var constants: [String: String] = [:]
    /// Whether a UUID was spelled, so the file needs `sampleUUID(_:)`.
    private(set) var usesUUIDSamples = false
    /// The user's own types spelled, whose samples the test target supplies.
    private(set) var customTypes: Set<String> = []
    private var customNames: [String: String] = [:]
    /// Where the samples of the machine's own types are read (``OwnSampleTypes``); a type not
    /// listed reads its `transitionSamples` in place.
    private let ownTypes: OwnSampleTypes?

    init(ownTypes: OwnSampleTypes? = nil) {
        self.ownTypes = ownTypes
    }

    mutating func spell(_ value: RuntimeValue, as type: SwiftType) -> String {
        // Optionals are flat at run time: a non-nil value is spelled as the wrapped type.
        let type = value == .nil ? type : type.strippingOptionals
        switch value {
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return value.description
        case .string(let value): return SwiftSyntax.stringLiteral(value)
        case .nil: return "nil"
        case .token(let family, let index): return constant(family: family, index: index, type: type)
        case .array(let elements):
            let elementType = type.arrayElement ?? type
            return "[" + elements.map { spell($0, as: elementType) }.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            guard case .dictionary(let keyType, let valueType) = type, !entries.isEmpty else { return "[:]" }
            let spelled = entries.map { "\(spell($0.key, as: keyType)): \(spell($0.value, as: valueType))" }
            return "[" + spelled.joined(separator: ", ") + "]"
        }
    }

    private mutating func constant(family: String, index: Int, type: SwiftType) -> String {
        let name: String
        let definition: String
        switch family {
        case "UUID":
            usesUUIDSamples = true
            name = "uuid\(index)"
            definition = "sampleUUID(\(SwiftSyntax.stringLiteral(Self.uuidText(index))))"
        case "Date":
            name = "date\(index)"
            definition = "Date(timeIntervalSince1970: \(index))"
        case "Duration":
            // Walks compare timers by this length (RuntimeValue.durationSampleMilliseconds).
            name = "duration\(index)"
            definition = "Duration.seconds(\(index))"
        case "URL":
            name = "url\(index)"
            definition = "URL(fileURLWithPath: \"/sample/\(index)\", isDirectory: false)"
        default:
            customTypes.insert(type.description)
            name = customName(family) + String(index)
            let samples = ownTypes?.samples(of: type.description) ?? "\(type).\(Self.customSamplesMember)"
            definition = "\(samples).\(index - 1)"
        }
        constants[name] = definition
        return name
    }

    /// The static member through which a user's type supplies its two samples.
    static let customSamplesMember = "transitionSamples"

    /// `Money` → `money`, `Geo.Point` → `geoPoint`, `Set<Int>` → `setInt`; a name that
    /// another type already took, or that a standard sample uses, gets a number.
    private mutating func customName(_ family: String) -> String {
        if let known = customNames[family] { return known }
        let words = family.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let joined = words.enumerated().map { $0 == 0 ? $1.prefix(1).lowercased() + $1.dropFirst() : SwiftSyntax.capitalized($1) }.joined()
        var base = joined.isEmpty || joined.first?.isNumber == true ? "sample" + joined : joined
        let taken = Set(customNames.values).union(["uuid", "date", "url", "context"])
        if taken.contains(base) {
            var suffix = 2
            while taken.contains("\(base)\(suffix)_") { suffix += 1 }
            base = "\(base)\(suffix)_"
        }
        customNames[family] = base
        return base
    }

    /// `00000000-0000-0000-0000-000000000001` for 1: readable, valid, never the nil UUID.
    static func uuidText(_ index: Int) -> String {
        let hex = String(index, radix: 16, uppercase: true)
        return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }
}

extension SwiftType {
    var strippingOptionals: SwiftType {
        wrappedIfOptional?.strippingOptionals ?? self
    }

    var arrayElement: SwiftType? {
        if case .array(let element) = self { return element }
        return nil
    }
}

/// A name the spec gives to generated Swift that Swift would read differently.
enum SwiftNameMessage: DiagnosticMessage {
    case keywordAsType(String)
    case keywordAsMachine(String)
    /// `meaning` is what the name means in generated code (`the machine's own 'M.State'`).
    case shadowedType(String, meaning: String)
    case machineHidesGenerated(String)
    case machineHidesFieldType(String)

    var id: DiagnosticID {
        switch self {
        case .keywordAsType, .keywordAsMachine: .swiftKeyword
        case .shadowedType: .shadowedType
        case .machineHidesGenerated, .machineHidesFieldType: .machineNameTaken
        }
    }

    var text: String {
        switch self {
        case .keywordAsType(let name): "'\(name)' is a Swift keyword and cannot name a type"
        case .keywordAsMachine(let name): "'\(name)' is a Swift keyword and cannot name the machine's enum"
        case .shadowedType(let name, let meaning): "type '\(name)' would mean \(meaning) in generated code"
        case .machineHidesGenerated(let name): "machine name '\(name)' would hide the '\(name)' that generated code refers to"
        case .machineHidesFieldType(let name): "machine name '\(name)' would hide the type '\(name)' that its fields use"
        }
    }
}

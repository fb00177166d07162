/// The type names generated Swift declares or names without qualification. A spec's type
/// named like one would be read as the generated one, and a machine named like one would
/// hide it, so the checker refuses both at the spec's line.
package enum GeneratedSwiftNames {
    /// The types nested in every machine enum (`Timer` holds the machine's delays).
    package static let nestedTypes: [String] = ["State", "Event", "Effect", "Context", "Outcome", "Timer"]

    /// Types a generated file declares beside the machine: the machine file's private
    /// `Redacted`, and the helpers nested in the generated test suites.
    package static let helperTypes: [String] = ["Redacted", "Start", "Entry", "TimerEntry", "Scope", "ScopesEntry", "Walk"]

    /// Types, protocols and modules generated files name unqualified, whatever the spec.
    package static let referencedTypes: [String] = [
        "Bool", "Int", "String", "Void", "Equatable", "Hashable", "Sendable", "Codable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "CustomReflectable", "Mirror", "SourceLocation", "Suite", "Test", "Duration",
        "Foundation", "Testing", "StateMachineRuntime", "JSONEncoder", "JSONDecoder",
    ]

    /// Types, protocols and modules that generated code inside `State` (a machine with regions'
    /// struct, its regions' enums and their extensions) names unqualified beyond
    /// ``referencedTypes``: a region's enum named like one would hide it there. `Self`, `Type`
    /// and `Protocol` are Swift's own members of every type.
    package static let namedInState: [String] = [
        "Self", "Type", "Protocol", "Any", "AnyObject", "Never", "Optional", "Array", "Set", "Dictionary", "Error",
        "Encoder", "Decoder", "EncodingError", "DecodingError", "CodingKey", "CodingKeys", "Swift", "RegionRow",
        "RegionState", "RegionSteps", "StateScope", "StateMachine", "DurableStateMachine", "MachineTimer", "MachineOutcome",
        "MachineStore", "MachineJournal", "SpecCodable",
    ]

    /// True when a region's enum, nested in `State`, may not be named `name`: generated code
    /// inside `State` names a type so (a standard type a spec may spell among them).
    package static func isTaken(regionType name: String) -> Bool {
        isTaken(machineName: name) || namedInState.contains(name) || StandardType.named(name) != nil
            || StandardType.commonNames.contains(name)
    }

    /// The members a state type gets when one of its fields is `sensitive` (its descriptions and
    /// mirror), which no payload label's accessor may spell.
    package static let descriptionMembers: Set<String> = ["description", "debugDescription", "customMirror"]

    /// True when a spec's own type may not be spelled `name` (qualifying it, `MyApp.State`, is fine).
    package static func isShadowed(typeName name: String) -> Bool {
        nestedTypes.contains(name) || name == "Redacted"
    }

    /// True when a machine may not be named `name`.
    package static func isTaken(machineName name: String) -> Bool {
        nestedTypes.contains(name) || helperTypes.contains(name) || referencedTypes.contains(name)
    }
}

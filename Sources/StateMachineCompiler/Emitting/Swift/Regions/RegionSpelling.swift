/// How one region is spelled in the generated machine: `content` is the property
/// `State.content` of the enum type `State.Content`, whose `->` row sets `RegionSteps.leftContent`,
/// and which is left and entered through `contentExitEffects` and `contentEntryEffects`.
/// Each helper's name starts or ends with the region's whole name, so two regions' never meet.
struct RegionSpelling {
    /// The region's name, as the spec writes it.
    let name: String

    init(_ region: Int, of machine: Machine) {
        name = machine.regionName(region)
    }

    /// The `State` property.
    var property: String { SwiftSyntax.identifier(name) }

    /// The region's case of the machine's `Region` enum.
    var caseName: String { SwiftSyntax.identifier(name) }

    /// The enum of the region's states, nested in `State`.
    var typeName: String { SwiftSyntax.identifier(SwiftSyntax.capitalized(name)) }

    /// `RegionSteps`' flag that the region's `->` row fired.
    var leftFlag: String { "left" + SwiftSyntax.capitalized(name) }
    var exitEffects: String { name + "ExitEffects" }
    var entryEffects: String { name + "EntryEffects" }
}

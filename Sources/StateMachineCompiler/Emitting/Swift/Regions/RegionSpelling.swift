/// How one region is spelled in the generated machine: `content` is the property
/// `State.content` of the enum type `State.Content`, chosen for by `contentRow(on:_:)` as a
/// `RegionSteps.ContentRow` held in `chosenContent`, applied by `applyContent` and `enterContent`, and left
/// and entered through `contentExitEffects` and `contentEntryEffects`.
/// Each helper's name starts or ends with the region's whole name, so two regions' never meet.
struct RegionSpelling {
    /// The region's name, as the spec writes it.
    let name: String

    init(_ region: Int, of machine: Machine) {
        name = machine.regionName(region)
    }

    /// The `State` property and the region's name in `regionsLeft`.
    var property: String { SwiftSyntax.identifier(name) }

    /// The enum of the region's states, nested in `State`.
    var typeName: String { SwiftSyntax.identifier(SwiftSyntax.capitalized(name)) }

    /// The value a region's chooser returns: an enum of its own, so that moving it costs no
    /// generic metadata at run time, nested in `RegionSteps`, where no type of the spec's is named.
    var rowType: String { "RegionSteps." + rowEnum }
    var rowEnum: String { SwiftSyntax.identifier(SwiftSyntax.capitalized(name) + "Row") }

    /// The local that holds the region's chosen row in `regionSteps`, beside `state` and `steps`.
    var chosen: String { "chosen" + SwiftSyntax.capitalized(name) }

    /// `RegionSteps`' flag that the region's `->` row fired.
    var leftFlag: String { "left" + SwiftSyntax.capitalized(name) }
    var chooser: String { name + "Row" }
    var apply: String { "apply" + SwiftSyntax.capitalized(name) }
    var enter: String { "enter" + SwiftSyntax.capitalized(name) }
    var exitEffects: String { name + "ExitEffects" }
    var entryEffects: String { name + "EntryEffects" }
}

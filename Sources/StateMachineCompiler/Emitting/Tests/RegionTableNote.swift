/// The header lines that say how the table of a machine with regions chooses its cases.
enum RegionTableNote {
    static func write(for machine: Machine, into writer: inout SwiftCodeWriter) {
        let regions = machine.regions.indices.map { "`\(machine.regionName($0))`" }.joined(separator: ", ")
        writer.line("//")
        writer.line("// Every case's state names one state per region (\(regions)). The tests are the")
        writer.line("// source states of every region: there each event meets that region's state while the other")
        writer.line("// regions stand in their initial states, or in the state an `in(...)` guard names (true, then")
        writer.line("// false, then holding another value). A row another region fires at the same event is named")
        writer.line("// in the case's comment too, and the expected effects are the regions' together, in order;")
        writer.line("// \"no row\" speaks of the test's own region, whose state then stays as it is.")
    }
}

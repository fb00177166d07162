/// The header lines that say how the table of a machine with regions chooses its cases.
enum RegionTableNote {
    static func write(for machine: Machine, bound: RegionTableBound?, into writer: inout SwiftCodeWriter) {
        let regions = machine.regions.indices.map { "`\(machine.regionName($0))`" }.joined(separator: ", ")
        writer.line("//")
        writer.line("// Every case's state names one state per region (\(regions)). The tests are the")
        writer.line("// source states of every region: there each event meets that region's state while the other")
        writer.line("// regions stand in their initial states, or in the state an `in(...)` guard names (true, then")
        writer.line("// false, then holding another value). A row another region fires at the same event is named")
        writer.line("// in the case's comment too, and the expected effects are the regions' together, in order;")
        writer.line("// \"no row\" speaks of the test's own region, whose state then stays as it is.")
        guard let bound else { return }
        writer.line("//")
        writer.line("// This machine has too many regions and events for every state to meet every event (each")
        writer.line("// case spells every region's state, so that table grows with states × events × regions):")
        writer.line("// a state meets the events its own region's rows handle; the other events meet it only in")
        writer.line("// its region's initial state, in their own regions' cases.")
        guard bound.pairsLeftOut > 0 else { return }
        writer.line("// Past \(RegionTableBound.spellingBudget) region states, \(bound.pairsLeftOut) pairs of a state and an event are")
        writer.line("// left out, the last regions' first. Split the machine to test them all.")
    }
}

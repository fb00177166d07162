/// Writes `Region`, nested in a machine with regions: one case per region, in declaration order,
/// named as the spec names it. A runtime reads it as the machine's `Region`: each scope says
/// which region it belongs to, and the reducer reports the regions whose `->` row fired, typed,
/// so nothing between the generated code and the runtime names a region by a string.
struct RegionEnumWriter {
    let machine: Machine
    let modifier: String

    func write(into writer: inout SwiftCodeWriter) {
        writer.line("/// The machine's orthogonal regions, in declaration order: a runtime restarts the timers and")
        writer.line("/// activities of a region only when its own `->` row fires.")
        writer.block("\(modifier)enum Region: Hashable, Sendable, CaseIterable {") { writer in
            for region in machine.regions.indices {
                writer.line("case \(RegionSpelling(region, of: machine).caseName)")
            }
        }
    }
}

/// Writes a region's choosers: `contentRow(on:_:)`, the row region `content` fires for an event,
/// and `contentRow(after:_:)`, for one of its timers, each chosen by the rules of a machine
/// without regions against the state before the event, and answered as its row enum (`RegionSteps.ContentRow`) that
/// `reduce` applies with the other regions'.
struct RegionChooserWriter {
    let machine: Machine
    let region: RegionPlan.Region
    /// How the choosers' parts spell the spec's own types.
    let aliases: OwnTypeAliases
    /// The machine's, shared by every region's chooser.
    let lookups: ReducerLookups

    private var contextParameter: String { machine.context == nil ? "" : ", context: Context" }

    func write(into writer: inout SwiftCodeWriter) {
        let subject = ReducerSubject.region(region.number, states: region.states, of: machine)
        let spelling = region.spelling
        let before = ClauseTranslation.regionsBeforeEvent
        if !region.eventRows.isEmpty {
            writer.line()
            writer.line("/// The row region `\(spelling.name)` fires for `event`: the first for its state in `\(before)`, the")
            writer.line("/// state before the event, whose patterns and guard hold.")
            var parts = ReducerParts(depth: writer.depth, aliases: aliases, prefix: spelling.chooser)
            writer.wrappingDeclaration(
                "private static func \(spelling.chooser)",
                parameters: "on event: Event, _ \(before): State\(contextParameter)", tail: " -> \(spelling.rowType)"
            ) { writer in
                ReducerWriter(machine: machine, modifier: "", aliases: aliases)
                    .writeEventSwitch(rows: region.eventRows, subject: subject, lookups: lookups, into: &writer, parts: &parts)
            }
            writer.append(parts.writer)
        }
        guard !region.timers.isEmpty else { return }
        writer.line()
        writer.line("/// The row region `\(spelling.name)` fires for `timer`, if it is still in the row's source and the")
        writer.line("/// row's guard holds in `\(before)`, the state when the timer fires.")
        writer.wrappingDeclaration(
            "private static func \(spelling.chooser)",
            parameters: "after timer: Timer, _ \(before): State\(contextParameter)", tail: " -> \(spelling.rowType)"
        ) { writer in
            let timers = TimerReducerWriter(machine: machine, modifier: "", conformances: "")
            writer.line("switch timer {")
            for (row, name) in region.timers {
                writer.line("case .\(SwiftSyntax.identifier(name)):")
                writer.indented { timers.writeRow(row, subject: subject, into: &$0) }
            }
            if region.timers.count < machine.timedRows.count {
                // `reduce(_:after:)` hands this region its own timers only.
                writer.line("default:")
                writer.indented { $0.line("return .unhandled") }
            }
            writer.line("}")
        }
    }
}

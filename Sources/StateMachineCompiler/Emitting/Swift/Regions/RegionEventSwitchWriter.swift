/// Writes the one `switch event` of a machine with regions: a case per event some region has
/// rows for, binding what any of them reads, in which each acting region, in declaration order,
/// switches on its own state and commits its row in place.
struct RegionEventSwitchWriter {
    let machine: Machine
    let plan: RegionPlan

    func write(into writer: inout SwiftCodeWriter, parts: inout ReducerParts) {
        // Row indices by event, then by region, both in order: a region's rows are in written order.
        var rowsByEvent: [Int: [Int: [Int]]] = [:]
        for region in plan.regions {
            for row in region.eventRows {
                if let event = machine.rows[row].event { rowsByEvent[event, default: [:]][region.number, default: []].append(row) }
            }
        }
        let handled = rowsByEvent.keys.sorted()
        guard !handled.isEmpty else { return }
        let lookups = ReducerLookups(machine)
        writer.line("switch event {")
        for event in handled {
            let acting = (rowsByEvent[event] ?? [:]).sorted { $0.key < $1.key }.map { (region: plan.regions[$0.key], rows: $0.value) }
            writeCase(event, acting: acting, lookups: lookups, into: &writer, parts: &parts)
        }
        if handled.count < machine.events.count {
            writer.line("default:")
            writer.indented { $0.line("break") }
        }
        writer.line("}")
    }

    private func writeCase(
        _ event: Int, acting: [(region: RegionPlan.Region, rows: [Int])], lookups: ReducerLookups, into writer: inout SwiftCodeWriter,
        parts: inout ReducerParts
    ) {
        var used = UsedPositions()
        var written: [Set<Int>] = []
        for (_, rows) in acting {
            let writtenRows = StateSwitchWriter.writtenRows(ofEvent: rows, in: machine)
            for row in rows where writtenRows.contains(row) {
                used.insert(machine.rows[row].eventPatterns, referenced: lookups.referencedNames[row])
            }
            written.append(writtenRows)
        }
        let declaration = machine.events[event]
        let reserved = ["state", "event", "context", ClauseTranslation.regionsBeforeEvent, "next", "steps"]
        let bindings = ReducerWriter.bindings(for: declaration, used: used, avoiding: reserved, prefix: "event")
        // A region after the first may find one before it moved; what of it reads the state before the event reads a copy.
        let readsBefore = acting.indices.dropFirst().contains { readsOtherRegions(acting[$0].region, rows: written[$0]) }
        writer.line("case \(ReducerWriter.pattern(declaration, bindings: bindings)):")
        writer.indented { writer in
            if readsBefore {
                writer.line("// What the regions read of each other is the state before the event, before any moved.")
                writer.line("let \(ClauseTranslation.regionsBeforeEvent) = state")
            }
            for (index, (region, rows)) in acting.enumerated() {
                StateSwitchWriter(
                    machine: machine, event: event, rows: rows, eventBindings: bindings, reserved: reserved + bindings.names,
                    referencedNames: lookups.referencedNames, statePatterns: lookups.statePatterns,
                    subject: .region(region, of: plan, readsBefore: readsBefore && index > 0)
                ).write(into: &writer, parts: &parts)
            }
        }
    }

    /// Whether a written row of `region` reads another region: its guard's `in(...)`, or the exit or
    /// entry effects its `->` row adds.
    private func readsOtherRegions(_ region: RegionPlan.Region, rows: Set<Int>) -> Bool {
        rows.contains { index in
            let row = machine.rows[index]
            if row.clause.guardExpression?.readsRegions == true, row.clause.guardExpression != .value(.literal(.bool(false))) {
                return true
            }
            guard case .transition = row.action else { return false }
            return (region.hasExits && plan.exitsReadRegions) || (region.hasEntries && plan.entriesReadRegions)
        }
    }
}

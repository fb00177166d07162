// A region's rows for one state and event, written inside the event's case among the other
// regions': nothing may return, so the rows are one `if`/`else if` chain.

extension StateSwitchWriter {
    /// The rows in order: the first whose conditions hold fires; if none does, the region rejects
    /// the event. A row whose guard is always false is a comment, after the chain once it is open.
    func writeRegionCandidates(_ candidates: [Int], stateBindings: PayloadBindings, into writer: inout SwiftCodeWriter) {
        guard !candidates.isEmpty else {
            writer.line("break")
            return
        }
        var chainOpen = false
        var neverFiring: [String] = []
        for candidate in candidates {
            let row = machine.rows[candidate]
            var translation = ClauseTranslation(row.clause, in: machine, stateBindings: stateBindings, eventBindings: eventBindings)
            translation.regionsRead = subject.regionsRead
            let comment = "// \(machine.specFileName):\(row.line): \(row.text)"
            let conditions = translation.conditions
            if translation.neverApplies {
                let lines = [comment, "// Its guard is always false, so it never fires."]
                if chainOpen { neverFiring += lines } else { for line in lines { writer.line(line) } }
                continue
            }
            if conditions.isEmpty {
                guard chainOpen else {
                    writer.line(comment)
                    Self.writeAction(row, machine: machine, translation, subject: subject, into: &writer)
                    return
                }
                writer.line("} else {")
                writer.indented { writer in
                    writer.line(comment)
                    Self.writeAction(row, machine: machine, translation, subject: subject, into: &writer)
                }
                writer.line("}")
                for line in neverFiring { writer.line(line) }
                return
            }
            writer.line((chainOpen ? "} else if " : "if ") + conditions.joined(separator: ", ") + " {")
            chainOpen = true
            writer.indented { writer in
                writer.line(comment)
                Self.writeAction(row, machine: machine, translation, subject: subject, into: &writer)
            }
        }
        guard chainOpen else {
            writer.line("steps.rejected = true")
            return
        }
        writer.line("} else {")
        writer.indented { $0.line("steps.rejected = true") }
        writer.line("}")
        for line in neverFiring { writer.line(line) }
    }
}

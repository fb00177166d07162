/// Writes `reduce`: a switch on the event, then on the state, then the candidate rows
/// in written order.
///
/// The shape is chosen for the compiler as much as for the reader: a tuple switch or an
/// exhaustive switch over thousands of payload cases takes the type checker minutes,
/// and unused pattern bindings multiply its work. So each switch lists only the cases
/// that have rows and ends in `default`, and a payload is bound only where a row reads it.
struct ReducerWriter {
    let machine: Machine
    let modifier: String
    /// How the reducer's parts spell the spec's own types.
    let aliases: OwnTypeAliases

    /// Past this many listed cases, a switch that would be exhaustive gets a `default`
    /// instead, so the exhaustiveness check stays cheap on generated giants.
    static let exhaustiveLimit = 256

    func write(into writer: inout SwiftCodeWriter) {
        let contextParameter = machine.context == nil ? "" : ", context: Context"
        writer.line("/// Applies `event` to `state`: the first row for the current state (or `*`) and this event")
        writer.line("/// whose patterns and guard hold fires. Pure: effects are returned, never performed.")
        guard !machine.events.isEmpty else {
            // The machine moves by its `always` rows and timers alone. Any statement that reads an
            // event of a type without cases is code the compiler warns will never run; an empty body is not.
            writer.block("\(modifier)static func reduce(_ state: inout State, on event: Event\(contextParameter)) -> Outcome {") {
                $0.line(SwiftSyntax.noEventComment)
            }
            return
        }
        var parts = ReducerParts(depth: writer.depth, aliases: aliases)
        let head = EventlessReducerWriter(machine: machine, modifier: modifier).writeSettlingReducer(on: "on event: Event", into: &writer)
        writer.block("\(head)(_ state: inout State, on event: Event\(contextParameter)) -> Outcome {") { writer in
            writeEventSwitch(rows: machine.rows.indices, subject: .machine, lookups: ReducerLookups(machine), into: &writer, parts: &parts)
        }
        writer.append(parts.writer)
    }

    /// The `switch event` over the events of `rows` (indices in `machine.rows`, in written
    /// order), each case a switch on `subject`; `return .unhandled` for the other events.
    func writeEventSwitch(
        rows: some Sequence<Int>, subject: ReducerSubject, lookups: ReducerLookups, into writer: inout SwiftCodeWriter,
        parts: inout ReducerParts
    ) {
        // `after` rows (no event) are `reduce(_:after:)`'s. Row indices, in written order,
        // rather than copies of the rows (see `StateSwitchWriter.explicitRows`). Keyed by the
        // events the rows handle, not every event: a region's chooser would otherwise cost the
        // machine's events, and all the choosers the square of the regions.
        var rowsByEvent: [Int: [Int]] = [:]
        for row in rows {
            if let event = machine.rows[row].event { rowsByEvent[event, default: []].append(row) }
        }
        let handled = rowsByEvent.keys.sorted()
        guard !handled.isEmpty else {
            writer.line("return .unhandled")
            return
        }
        writer.line("switch event {")
        for event in handled {
            writeEventCase(
                event, rows: rowsByEvent[event] ?? [], referencedNames: lookups.referencedNames, statePatterns: lookups.statePatterns,
                subject: subject, into: &writer, parts: &parts)
        }
        if handled.count < machine.events.count {
            writer.line("default:")
            writer.indented { $0.line("return .unhandled") }
        }
        writer.line("}")
    }

    /// `rows` are indices in `machine.rows` of the event's rows, in written order.
    private func writeEventCase(
        _ event: Int, rows: [Int], referencedNames: [[String]], statePatterns: [String], subject: ReducerSubject,
        into writer: inout SwiftCodeWriter, parts: inout ReducerParts
    ) {
        var used = UsedPositions()
        let written = StateSwitchWriter.writtenRows(ofEvent: rows, in: machine)
        for row in rows where written.contains(row) {
            used.insert(machine.rows[row].eventPatterns, referenced: referencedNames[row])
        }
        let declaration = machine.events[event]
        // A region's chooser reads `in(...)` from the state before the event, which no binding may hide.
        let reserved =
            subject.region == nil ? ["state", "event", "context"] : ["state", "event", "context", ClauseTranslation.regionsBeforeEvent]
        let bindings = Self.bindings(for: declaration, used: used, avoiding: reserved, prefix: "event")
        writer.line("case \(Self.pattern(declaration, bindings: bindings)):")
        writer.indented { writer in
            StateSwitchWriter(
                machine: machine, event: event, rows: rows, eventBindings: bindings, reserved: reserved + bindings.names,
                referencedNames: referencedNames, statePatterns: statePatterns, subject: subject
            ).write(into: &writer, parts: &parts)
        }
    }

    /// A local name for each used payload position: the declared label, or the label with
    /// a prefix where it would hide another name in scope. Names are unescaped; writers
    /// escape them where they spell them.
    static func bindings(for declaration: CaseDeclaration, used: UsedPositions, avoiding reserved: [String], prefix: String)
        -> PayloadBindings
    {
        var bindings = PayloadBindings()
        // The few names chosen so far, beside `reserved` rather than in a copy of it.
        var chosen: [String] = []
        func isTaken(_ name: String) -> Bool { reserved.contains(name) || chosen.contains(name) }
        for position in used.positions {
            let label = declaration.parameters[position].name
            var name = isTaken(label) ? prefix + SwiftSyntax.capitalized(label) : label
            var counter = 2
            while isTaken(name) {
                name = prefix + SwiftSyntax.capitalized(label) + String(counter)
                counter += 1
            }
            chosen.append(name)
            bindings.bind(position, to: name)
        }
        return bindings
    }

    /// `.name(let a, _)`, or `.name` when nothing is bound.
    static func pattern(_ declaration: CaseDeclaration, bindings: PayloadBindings) -> String {
        guard !bindings.isEmpty else { return "." + SwiftSyntax.identifier(declaration.name) }
        var pattern = SwiftText(".")
        pattern += SwiftSyntax.identifier(declaration.name)
        pattern += "("
        for position in declaration.parameters.indices {
            if position > 0 { pattern += ", " }
            if let binding = bindings[position] {
                pattern += "let "
                pattern += SwiftSyntax.identifier(binding)
            } else {
                pattern += "_"
            }
        }
        pattern += ")"
        return pattern.string
    }
}

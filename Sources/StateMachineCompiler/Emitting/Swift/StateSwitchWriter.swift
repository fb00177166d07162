/// Writes the `switch state` inside one event's case: a case per state with explicit
/// rows, then the states only `*` rows reach, then `default` for the rest.
struct StateSwitchWriter {
    let machine: Machine
    let event: Int
    /// The indices in `machine.rows` of this event's rows, in written order. Indices rather
    /// than rows: a row copied into every branch it lands in costs a retain and a release of
    /// each of its parts.
    let rows: [Int]
    let eventBindings: PayloadBindings
    /// Names already bound in the enclosing scope.
    let reserved: [String]
    /// What each row reads, by row index.
    let referencedNames: [[String]]
    /// `.name` for each state.
    let statePatterns: [String]
    /// What the switch reads and how its rows say what they did.
    let subject: ReducerSubject

    /// Those of `rows` that name source states (one, a group or a list), by state, in
    /// written order.
    let explicitRows: [Int: [Int]]

    init(
        machine: Machine, event: Int, rows: [Int], eventBindings: PayloadBindings, reserved: [String], referencedNames: [[String]],
        statePatterns: [String], subject: ReducerSubject = .machine
    ) {
        self.machine = machine
        self.subject = subject
        self.event = event
        self.rows = rows
        self.eventBindings = eventBindings
        self.reserved = reserved
        self.referencedNames = referencedNames
        self.statePatterns = statePatterns
        var explicitRows: [Int: [Int]] = [:]
        for row in rows where machine.rows[row].source != .any {
            for state in machine.membership.candidateStates(of: machine.rows[row]) { explicitRows[state, default: []].append(row) }
        }
        self.explicitRows = explicitRows
    }

    struct Branch {
        /// The states this branch handles.
        let states: [Int]
        let patterns: [String]
        let stateBindings: PayloadBindings
        /// Indices in `machine.rows`, in written order.
        let candidates: [Int]
    }

    func write(into writer: inout SwiftCodeWriter, parts: inout ReducerParts) {
        var branches = explicitBranches()
        let remaining = subject.states?.filter { explicitRows[$0] == nil } ?? machine.states.indices.filter { explicitRows[$0] == nil }
        let anyRows = rows.filter { machine.rows[$0].source == .any }
        // `*` stands for the final states only for rows that lead nowhere.
        let finalRemaining = remaining.filter { !machine.membership.contains($0, in: .any, includingFinal: false) }
        let otherRemaining = remaining.filter { machine.membership.contains($0, in: .any, includingFinal: false) }
        let finalCandidates = finalRemaining.first.map { Self.anyCandidates(anyRows, inState: $0, machine) } ?? []
        var fallback: Branch?
        if !otherRemaining.isEmpty {
            if !finalRemaining.isEmpty, finalCandidates != anyRows {
                branches.append(
                    Branch(
                        states: finalRemaining, patterns: finalRemaining.map(casePattern), stateBindings: .none, candidates: finalCandidates
                    ))
            }
            fallback = Branch(states: [], patterns: [], stateBindings: .none, candidates: anyRows)
        } else if !finalRemaining.isEmpty {
            fallback = Branch(states: [], patterns: [], stateBindings: .none, candidates: finalCandidates)
        }
        if branches.count > ReducerParts.size {
            writeInParts(branches, fallback: fallback, into: &writer, parts: &parts)
            return
        }
        if fallback == nil, branches.count > ReducerWriter.exhaustiveLimit, let last = branches.indices.last {
            // Proving thousands of payload cases exhaustive takes the compiler minutes; with the
            // last state's branch as `default` there is nothing to prove.
            fallback = branches.remove(at: branches.lastIndex { $0.stateBindings.isEmpty } ?? last)
        }
        guard !(branches.isEmpty && fallback?.stateBindings.isEmpty == true) else {
            writeCandidates(fallback?.candidates ?? [], stateBindings: .none, into: &writer)
            return
        }
        writer.line("switch \(subject.expression) {")
        for branch in branches {
            writer.line("case \(branch.patterns.joined(separator: ", ")):")
            writer.indented { writeCandidates(branch.candidates, stateBindings: branch.stateBindings, into: &$0) }
        }
        if let fallback { writeDefault(fallback, into: &writer) }
        writer.line("}")
    }

    func writeDefault(_ fallback: Branch, into writer: inout SwiftCodeWriter) {
        writer.line("default:")
        writer.indented { writer in
            if !fallback.stateBindings.isEmpty, let pattern = fallback.patterns.first {
                guard subject.region == nil else {
                    // The other regions' rows follow in the same case: nothing may return.
                    writer.block("if case \(pattern) = \(subject.expression) {") {
                        writeCandidates(fallback.candidates, stateBindings: fallback.stateBindings, into: &$0)
                    }
                    return
                }
                // Only this state reaches here; the pattern binds its payload.
                writer.line("guard case \(pattern) = \(subject.expression) else { return .unhandled }")
            }
            writeCandidates(fallback.candidates, stateBindings: fallback.stateBindings, into: &writer)
        }
    }

    /// One branch per state named by a row, in declaration order, with `*` rows merged in.
    /// States that bind nothing and share every candidate (a group's or a list's rows) share
    /// one branch, `case .a, .b:`, at the first one's place.
    private func explicitBranches() -> [Branch] {
        var merged: [Branch] = []
        // Keyed by the candidates' row indices, so merging stays linear in the states.
        var twins: [[Int]: Int] = [:]
        for branch in stateBranches() {
            guard branch.stateBindings.isEmpty else {
                merged.append(branch)
                continue
            }
            if let twin = twins[branch.candidates] {
                merged[twin] = Branch(
                    states: merged[twin].states + branch.states, patterns: merged[twin].patterns + branch.patterns, stateBindings: .none,
                    candidates: branch.candidates)
            } else {
                twins[branch.candidates] = merged.count
                merged.append(branch)
            }
        }
        return merged
    }

    private func stateBranches() -> [Branch] {
        let anyRows = rows.filter { machine.rows[$0].source == .any }
        let branch = { (state: Int) -> Branch? in
            guard let explicit = explicitRows[state] else { return nil }
            // Written order decides, so `*` rows are merged in by row index.
            let candidates = Self.candidates(ofState: state, explicit: explicit, anyRows: anyRows, in: machine)
            var used = UsedPositions()
            for row in Self.writtenRows(of: candidates, in: machine) {
                guard case .state = machine.rows[row].source else { continue }
                used.insert(machine.rows[row].sourcePatterns, referenced: referencedNames[row])
            }
            let bindings = ReducerWriter.bindings(for: machine.states[state], used: used, avoiding: reserved, prefix: "current")
            let pattern = bindings.isEmpty ? statePatterns[state] : ReducerWriter.pattern(machine.states[state], bindings: bindings)
            return Branch(states: [state], patterns: [pattern], stateBindings: bindings, candidates: candidates)
        }
        // A region's rows stay inside it: its own states, in declaration order, are all a branch can name.
        return subject.states?.compactMap(branch) ?? machine.states.indices.compactMap(branch)
    }

    func casePattern(_ state: Int) -> String {
        statePatterns[state]
    }

    /// The rows in order: each fires if its conditions hold; if none does, `.rejected`.
    func writeCandidates(_ candidates: [Int], stateBindings: PayloadBindings, into writer: inout SwiftCodeWriter) {
        if subject.region != nil {
            writeRegionCandidates(candidates, stateBindings: stateBindings, into: &writer)
            return
        }
        guard !candidates.isEmpty else {
            writer.line("return .unhandled")
            return
        }
        for candidate in candidates {
            let row = machine.rows[candidate]
            let translation = ClauseTranslation(row.clause, in: machine, stateBindings: stateBindings, eventBindings: eventBindings)
            writer.line("// \(machine.specFileName):\(row.line): \(row.text)")
            if translation.neverApplies {
                writer.line("// Its guard is always false, so it never fires.")
                continue
            }
            let conditions = translation.conditions
            if conditions.isEmpty {
                Self.writeAction(row, machine: machine, translation, subject: subject, into: &writer)
                return
            }
            var opening = SwiftText("if ")
            opening.append(conditions, separator: ", ")
            opening += " {"
            writer.line(opening)
            writer.indented { Self.writeAction(row, machine: machine, translation, subject: subject, into: &$0) }
            writer.line("}")
        }
        writer.line("return .rejected")
    }

    /// `return .ignored`, or the transition: the new state and the effects, with the exit and
    /// entry effects when the machine has any, except for an update in place. A region's row
    /// commits in place and tells `RegionSteps` (``RegionRowWriter``).
    static func writeAction(
        _ row: Row, machine: Machine, _ translation: ClauseTranslation, subject: ReducerSubject = .machine,
        into writer: inout SwiftCodeWriter
    ) {
        if let plan = subject.plan, let region = subject.region {
            RegionRowWriter(machine: machine, plan: plan, region: plan.regions[region], regionsRead: subject.regionsRead)
                .writeAction(row, translation, into: &writer)
            return
        }
        let target: Int
        let updates: Bool
        switch row.action {
        case .ignore:
            writer.line("return .ignored")
            return
        case .transition(let next): (target, updates) = (next, false)
        case .update(let state): (target, updates) = (state, true)
        }
        let state = machine.states[target]
        let arguments = row.clause.targetArguments
        let calls = row.clause.effects.map { translation.call(machine.effects[$0.effect], $0.arguments) }
        let outcome = updates ? "updated" : "transitioned"
        guard !StateStructureWriter.movesAddEffects(machine) || updates else {
            StateStructureWriter.writeTransition(to: translation.call(state, arguments), effects: calls, machine: machine, into: &writer)
            return
        }
        var assignment = SwiftText("state = ")
        translation.appendCall(state, arguments, to: &assignment)
        writer.line(assignment)
        var oneLine = SwiftText(updates ? "return .updated(effects: [" : "return .transitioned(effects: [")
        oneLine.append(calls, separator: ", ")
        oneLine += "])"
        guard writer.fits(byteCount: oneLine.byteCount, oneLine.string) else {
            writer.block("return .\(outcome)(effects: [", closing: "])") { writer in
                for call in calls { writer.wrappingCall(call, suffix: ",") }
            }
            return
        }
        writer.line(oneLine)
    }
}

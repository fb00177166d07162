/// Writes the private helper that yields one kind of state effects:
/// `exitEffects(leaving:for:)` (the case's, then each group left, innermost first) or
/// `entryEffects(entering:from:)` (each group entered, outermost first, then the case's).
/// Each declaration appears once, with its spec line, as in the reducer. In a machine with
/// regions there is one helper per region and kind, over the region's enum
/// (`contentExitEffects(leaving:for:)`), its `in(...)` reading the state before the event; where
/// its cases' effects are unconditional, each case returns an array literal, a constant.
struct StateEffectsWriter {
    let machine: Machine
    let kind: StateEffects.Kind
    let contextParameter: String
    let index: StateEffectsIndex
    /// The region whose states the helper is for, its states, and whether a declaration of the
    /// helper's kind reads another region (the helper then takes the state before the event);
    /// `nil` for the whole machine.
    let region: (number: Int, states: [Int], readsRegions: Bool)?

    /// `index` is the machine's, when the caller writes more than one helper (one per region).
    init(
        machine: Machine, kind: StateEffects.Kind, contextParameter: String,
        region: (number: Int, states: [Int], readsRegions: Bool)? = nil, index: StateEffectsIndex? = nil
    ) {
        self.machine = machine
        self.kind = kind
        self.contextParameter = contextParameter
        self.index = index ?? StateEffectsIndex(machine)
        self.region = region
    }

    /// Names the helper's own locals take; a payload label equal to one gets a prefix.
    private static let reserved = ["state", "next", "previous", "context", "effects"]

    private struct CaseEffects {
        let state: Int
        let bindings: PayloadBindings
        let declarations: [(StateEffects, ClauseTranslation)]
    }

    /// Whether the helper takes the state on the other side of the move (`for next:`, `from
    /// previous:`): the whole machine's always does; a region's only where a group's declaration
    /// reads it, for a region's states alone never do.
    var takesOtherState: Bool { region == nil || !groupEffects().isEmpty }

    func write(into writer: inout SwiftCodeWriter) {
        let type = region.map { "State." + RegionSpelling($0.number, of: machine).typeName } ?? "State"
        let other = !takesOtherState ? "" : kind == .exit ? ", for next: \(type)" : ", from previous: \(type)?"
        let before = region?.readsRegions == true ? ", before: State" : ""
        let helper = region.map { RegionSpelling($0.number, of: machine) }
        let name = kind == .exit ? helper?.exitEffects ?? "exitEffects" : helper?.entryEffects ?? "entryEffects"
        let label = kind == .exit ? "leaving" : "entering"
        writer.line()
        if kind == .exit, !takesOtherState {
            writer.line("/// The exit effects of leaving `state`: its case's.")
        } else if kind == .exit {
            writer.line("/// The exit effects of leaving `state` for `next`: its case's, then those of each group it")
            writer.line("/// leaves, innermost first.")
        } else if !takesOtherState {
            writer.line("/// The entry effects of entering `state`: its case's.")
        } else {
            writer.line("/// The entry effects of entering `state` from `previous` (`nil` when starting): those of each")
            writer.line("/// group it enters, outermost first, then its case's.")
        }
        // A region's helper names its region and takes more; its parameters may need a line of their own.
        writer.wrappingDeclaration(
            "private static func \(name)", parameters: "\(label) state: \(type)\(other)\(before)\(contextParameter)",
            tail: " -> [Effect]"
        ) { writer in
            let cases = caseEffects()
            let groups = groupEffects()
            guard !(cases.isEmpty && groups.isEmpty) else {
                writer.line("[]")
                return
            }
            if region != nil, groups.isEmpty, writeLiterals(cases, into: &writer) { return }
            writer.line("var effects: [Effect] = []")
            if kind == .exit { writeSwitch(cases, into: &writer) }
            let orderedGroups = kind == .exit ? groups : groups.reversed()
            for (group, declarations) in orderedGroups {
                let property = StateStructureWriter.propertyName(of: machine.groups[group])
                // A region holds every state its helper sees: it is entered only when the machine starts.
                let crossing =
                    machine.groups[group].isRegion
                    ? ["previous == nil"]
                    : kind == .exit ? ["state.\(property)", "!next.\(property)"] : ["state.\(property)", "previous?.\(property) != true"]
                for (declaration, translation) in declarations {
                    writeDeclaration(declaration, translation, extraConditions: crossing, into: &writer)
                }
            }
            if kind == .entry { writeSwitch(cases, into: &writer) }
            writer.line("return effects")
        }
    }

    /// The case-level declarations by state, in declaration order, never-contributing ones left out.
    private func caseEffects() -> [CaseEffects] {
        guard let region else { return machine.states.indices.compactMap(caseEffects(of:)) }
        return region.states.compactMap(caseEffects(of:))
    }

    private func caseEffects(of state: Int) -> CaseEffects? {
        let declarations = index.declarations(kind, of: .state(state))
        guard !declarations.isEmpty else { return nil }
        // A declaration that never contributes is left out, and so are the payloads only it reads.
        let everyBinding = bindings(ofState: state, readBy: declarations)
        let contributing = declarations.filter {
            !ClauseTranslation($0.clause, in: machine, stateBindings: everyBinding).neverApplies
        }
        let bindings = bindings(ofState: state, readBy: contributing)
        let live = contributing.map { ($0, ClauseTranslation($0.clause, in: machine, stateBindings: bindings)) }
        return live.isEmpty ? nil : CaseEffects(state: state, bindings: bindings, declarations: live)
    }

    /// The state's payload bindings that `declarations` read.
    private func bindings(ofState state: Int, readBy declarations: [StateEffects]) -> PayloadBindings {
        var used = UsedPositions()
        for declaration in declarations {
            used.insert(declaration.patterns, referenced: declaration.clause.referencedNames)
        }
        return ReducerWriter.bindings(for: machine.states[state], used: used, avoiding: Self.reserved, prefix: "current")
    }

    /// The group-level declarations, groups innermost first, never-contributing ones left out.
    private func groupEffects() -> [(Int, [(StateEffects, ClauseTranslation)])] {
        machine.membership.groupsInnermostFirst.compactMap { group in
            if let region, !isInRegion(group, region.states) { return nil }
            // A region is never left: its states' moves stay inside it.
            if kind == .exit, machine.groups[group].isRegion { return nil }
            let live = index.declarations(kind, of: .group(group)).map {
                ($0, ClauseTranslation($0.clause, in: machine, stateBindings: .none))
            }
            .filter { !$0.1.neverApplies }
            return live.isEmpty ? nil : (group, live)
        }
    }

    private func writeSwitch(_ cases: [CaseEffects], into writer: inout SwiftCodeWriter) {
        guard !cases.isEmpty else { return }
        writer.line("switch state {")
        for caseEffects in cases {
            writer.line("case \(ReducerWriter.pattern(machine.states[caseEffects.state], bindings: caseEffects.bindings)):")
            writer.indented { writer in
                for (declaration, translation) in caseEffects.declarations {
                    writeDeclaration(declaration, translation, extraConditions: [], into: &writer)
                }
            }
        }
        if cases.count < (region?.states.count ?? machine.states.count) {
            writer.line("default:")
            writer.indented { $0.line("break") }
        }
        writer.line("}")
    }

    /// A region's helper whose effects are its cases' alone and unconditional: each case returns
    /// them as one array literal, which the compiler emits as a constant, so a step that leaves or
    /// enters such a state allocates nothing for them. False, writing nothing, if a condition is left.
    private func writeLiterals(_ cases: [CaseEffects], into writer: inout SwiftCodeWriter) -> Bool {
        guard cases.allSatisfy({ $0.declarations.allSatisfy { $0.1.conditions.isEmpty } }) else { return false }
        writer.line("switch state {")
        for caseEffects in cases {
            writer.line("case \(ReducerWriter.pattern(machine.states[caseEffects.state], bindings: caseEffects.bindings)):")
            writer.indented { writer in
                var calls: [String] = []
                for (declaration, translation) in caseEffects.declarations {
                    writer.line("// \(machine.specFileName):\(declaration.line): \(declaration.text)")
                    calls += declaration.clause.effects.map { translation.call(machine.effects[$0.effect], $0.arguments) }
                }
                let oneLine = "return [\(calls.joined(separator: ", "))]"
                guard !writer.fits(oneLine) else {
                    writer.line(oneLine)
                    return
                }
                writer.block("return [", closing: "]") { writer in
                    for call in calls { writer.wrappingCall(call, suffix: ",") }
                }
            }
        }
        if cases.count < (region?.states.count ?? machine.states.count) {
            writer.line("default:")
            writer.indented { $0.line("return []") }
        }
        writer.line("}")
        return true
    }

    private func writeDeclaration(
        _ declaration: StateEffects, _ translation: ClauseTranslation, extraConditions: [String], into writer: inout SwiftCodeWriter
    ) {
        writer.line("// \(machine.specFileName):\(declaration.line): \(declaration.text)")
        let calls = declaration.clause.effects.map { translation.call(machine.effects[$0.effect], $0.arguments) }
        let conditions = extraConditions + translation.conditions
        let append: (inout SwiftCodeWriter) -> Void = { writer in
            let oneLine = calls.count == 1 ? "effects.append(\(calls[0]))" : "effects += [\(calls.joined(separator: ", "))]"
            if writer.fits(oneLine) {
                writer.line(oneLine)
            } else {
                writer.block("effects += [", closing: "]") { writer in
                    for call in calls { writer.line(call + ",") }
                }
            }
        }
        if conditions.isEmpty {
            append(&writer)
        } else {
            writer.block("if \(conditions.joined(separator: ", ")) {", append)
        }
    }
}

extension StateEffectsWriter {
    /// Whether group `group`'s states are those of the region, whose states are `states`.
    private func isInRegion(_ group: Int, _ states: [Int]) -> Bool {
        machine.membership.states(inGroup: group).first.map(states.contains) ?? false
    }

    /// Whether a declaration of `kind` reads another region, so that the helpers take the state before the event.
    static func readsRegions(_ kind: StateEffects.Kind, _ machine: Machine) -> Bool {
        machine.stateEffects.contains { $0.kind == kind && ($0.clause.guardExpression?.readsRegions ?? false) }
    }
}

extension GuardExpression {
    /// Whether the expression has an `in(...)` test.
    var readsRegions: Bool {
        switch self {
        case .value: false
        case .inRegion: true
        case .not(let operand): operand.readsRegions
        case .equal(let left, let right), .notEqual(let left, let right), .ordering(_, let left, let right), .and(let left, let right),
            .or(let left, let right):
            left.readsRegions || right.readsRegions
        }
    }
}

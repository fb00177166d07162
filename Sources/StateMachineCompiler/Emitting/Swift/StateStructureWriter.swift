/// Writes what groups, `entry` and `exit` add to a machine, only for specs that use them:
/// `isNAME` on `State`, `entryEffects(of:)`, and the helpers through which every `->` row
/// yields its exit and entry effects, each declaration spelled once.
struct StateStructureWriter {
    let machine: Machine
    let modifier: String

    private var contextParameter: String { machine.context == nil ? "" : ", context: Context" }
    private var contextArgument: String { machine.context == nil ? "" : ", context: context" }

    /// `var isBusy: Bool` for each group, inside `State`; in a machine with regions, for the
    /// groups inside one region (see ``groupsInsideRegions(of:)``), inside the region's enum.
    func writeGroupProperties(into writer: inout SwiftCodeWriter, region: (states: [Int], groups: [Int])? = nil) {
        for index in region?.groups ?? Array(machine.groups.indices) {
            let group = machine.groups[index]
            let members = machine.membership.states(inGroup: index)
            writer.line()
            writer.line(
                "/// True in the states of group `\(group.name)`: \(members.map { machine.stateName($0) }.joined(separator: ", ")).")
            writer.block("\(modifier)var \(Self.propertyName(of: group)): Bool {") { writer in
                guard members.count < (region?.states.count ?? machine.states.count) else {
                    writer.line("true")
                    return
                }
                writer.line("switch self {")
                writer.line("case \(members.map { "." + SwiftSyntax.identifier(machine.stateName($0)) }.joined(separator: ", ")):")
                writer.indented { $0.line("return true") }
                writer.line("default:")
                writer.indented { $0.line("return false") }
                writer.line("}")
            }
        }
    }

    /// Per region, the groups inside it (those whose states are in it, regions themselves
    /// excepted), in declaration order: found in one pass, as asking every group once per
    /// region would cost the square of the regions.
    static func groupsInsideRegions(of machine: Machine) -> [[Int]] {
        var groups = Array(repeating: [Int](), count: machine.regions.count)
        for (index, group) in machine.groups.enumerated() where !group.isRegion {
            guard let first = machine.membership.states(inGroup: index).first, let region = machine.membership.region(ofState: first),
                groups.indices.contains(region)
            else { continue }
            groups[region].append(index)
        }
        return groups
    }

    /// `group busy` → `isBusy`; the checker guarantees no case or other group spells it.
    static func propertyName(of group: StateGroup) -> String {
        SwiftSyntax.identifier(group.propertyName)
    }

    /// Whether `->` rows go through the `transition` helper: only `entry` and `exit` add
    /// effects to a move (`during` is the runtime's, through `scopes(of:context:)`).
    static func movesAddEffects(_ machine: Machine) -> Bool {
        machine.stateEffects.contains { $0.kind != .during }
    }

    /// `entryEffects(of:)`, and for specs with `entry` or `exit` the helpers the reducer calls:
    /// one per kind the spec declares, so none always returns `[]`.
    func writeFunctions(into writer: inout SwiftCodeWriter) {
        let hasEntries = machine.stateEffects.contains { $0.kind == .entry }
        let hasExits = machine.stateEffects.contains { $0.kind == .exit }
        writer.line()
        writer.line("/// What a runtime performs when the machine starts in, or is restored into, `state`: the")
        writer.line("/// entry effects of the groups containing it, outermost first, then of its case.")
        writer.block("\(modifier)static func entryEffects(of state: State\(contextParameter)) -> [Effect] {") { writer in
            writer.line(hasEntries ? "entryEffects(entering: state, from: nil\(contextArgument))" : "[]")
        }
        guard hasEntries || hasExits else { return }
        writer.line()
        writer.line("/// Moves `state` to `next`; the effects are the exit effects of what is left, the row's")
        writer.line("/// `effects`, then the entry effects of what is entered.")
        writer.wrappingDeclaration(
            "private static func transition", parameters: "_ state: inout State, to next: State, effects: [Effect]\(contextParameter)",
            tail: " -> [Effect]"
        ) { writer in
            if hasExits { writer.line("let exited = exitEffects(leaving: state, for: next\(contextArgument))") }
            if hasEntries { writer.line("let entered = entryEffects(entering: next, from: state\(contextArgument))") }
            writer.line("state = next")
            writer.line(
                "return " + [hasExits ? "exited" : nil, "effects", hasEntries ? "entered" : nil].compactMap { $0 }.joined(separator: " + "))
        }
        if hasExits { StateEffectsWriter(machine: machine, kind: .exit, contextParameter: contextParameter).write(into: &writer) }
        if hasEntries { StateEffectsWriter(machine: machine, kind: .entry, contextParameter: contextParameter).write(into: &writer) }
    }

    /// A `->` row's last line in a machine with entry or exit effects.
    static func writeTransition(to target: String, effects: [String], machine: Machine, into writer: inout SwiftCodeWriter) {
        let context = machine.context == nil ? "" : ", context: context"
        let list = "[\(effects.joined(separator: ", "))]"
        let oneLine = "return .transitioned(effects: Self.transition(&state, to: \(target), effects: \(list)\(context)))"
        if writer.fits(oneLine) {
            writer.line(oneLine)
            return
        }
        writer.line("return .transitioned(effects: Self.transition(")
        writer.indented { writer in
            let arguments = "&state, to: \(target), effects: \(list)\(context)))"
            if writer.fits(arguments) {
                writer.line(arguments)
                return
            }
            writer.line("&state, to: \(target),")
            if writer.fits("effects: \(list),") || effects.isEmpty {
                writer.line("effects: \(list)" + (context.isEmpty ? "))" : ","))
            } else {
                writer.block("effects: [", closing: context.isEmpty ? "]))" : "],") { writer in
                    for effect in effects { writer.wrappingCall(effect, suffix: ",") }
                }
            }
            if !context.isEmpty { writer.line("context: context))") }
        }
    }
}

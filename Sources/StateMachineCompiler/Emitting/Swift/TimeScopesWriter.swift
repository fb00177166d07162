/// Writes `scopes(of:context:)` into a machine's runtime conformance: for a state, the timers
/// of the `after` rows and the activities of the `during` declarations of each scope it is
/// in (`*`, its groups outermost first, its case), which a `MachineStore` runs.
struct TimeScopesWriter {
    let machine: Machine
    let modifier: String

    struct Work {
        var timers: [Int] = []
        var activities: [Int] = []
    }

    func write(into writer: inout SwiftCodeWriter) {
        var work: [Source: Work] = [:]
        // Timers by position in `machine.timedRows`.
        for (timer, row) in machine.timedRows.enumerated() {
            for scope in machine.membership.scopes(namedBy: row.source) { work[scope, default: Work()].timers.append(timer) }
        }
        for (index, declaration) in machine.stateEffects.enumerated() where declaration.kind == .during {
            work[declaration.source, default: Work()].activities.append(index)
        }
        guard !machine.hasRegions else {
            writeRegionScopes(work, into: &writer)
            return
        }
        let anyWork = work[.any] ?? Work()
        var stateWork: [Int: Work] = [:]
        for case (.state(let state), let scopeWork) in work { stateWork[state] = scopeWork }
        let name = SwiftSyntax.identifier(machine.name)
        let scopeType = "StateMachineRuntime.StateScope<\(name)>"
        let context = machine.context == nil ? "Void" : "Context"
        writer.line("/// The timers (`after`) and activities (`during`) of each scope `state` is in, outermost first:")
        writer.line("/// a store arms and starts them on entering a scope, and cancels them on leaving it.")
        // Timers are `Duration`s, which the runtime's floor predates.
        writer.line("@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)")
        writer.block("\(modifier)static func scopes(of state: State, context: \(context)) -> [\(scopeType)] {") { writer in
            writer.line("var scopes: [\(scopeType)] = []")
            if !anyWork.timers.isEmpty {
                let any = scope("*", kind: "group", anyWork, state: nil, bindings: .none)
                let live = Set(machine.membership.states(inTimeScope: .any))
                let finals = machine.membership.allStates.filter { !live.contains($0) }.map {
                    "." + SwiftSyntax.identifier(machine.stateName($0))
                }
                if finals.isEmpty {
                    any.write(into: &writer)
                } else {
                    // Like a `*` row for an event, a `*` timer sits out in final states.
                    writer.line("switch state {")
                    writer.line("case \(finals.joined(separator: ", ")): break")
                    if writer.fits("default: " + any.oneLine) {
                        writer.line("default: " + any.oneLine)
                    } else {
                        writer.line("default:")
                        writer.indented { any.write(into: &$0) }
                    }
                    writer.line("}")
                }
            }
            for group in machine.membership.groupsOutermostFirst {
                guard let work = work[.group(group)] else { continue }
                writeGroup(group, scope(machine.groups[group].name, kind: "group", work, state: nil, bindings: .none), into: &writer)
            }
            if !stateWork.isEmpty {
                writer.line("switch state {")
                for state in stateWork.keys.sorted() {
                    writeStateCase(state, stateWork[state] ?? Work(), into: &writer)
                }
                if stateWork.count < machine.states.count {
                    writer.line("default:")
                    writer.indented { $0.line("break") }
                }
                writer.line("}")
            }
            writer.line("return scopes")
        }
    }

    /// A group's scope, in each of its states but the final ones (where, like `*`'s, its work
    /// sits out: leaving for a final member cancels it).
    private func writeGroup(_ group: Int, _ scope: ScopeInitializer, into writer: inout SwiftCodeWriter) {
        let states = machine.membership.states(inGroup: group)
        let live = machine.membership.states(inTimeScope: .group(group))
        guard live.count < states.count else {
            writer.block("if state.\(machine.groups[group].propertyName) {") { scope.write(into: &$0) }
            return
        }
        guard !live.isEmpty else { return }
        writer.line("switch state {")
        writer.line("case \(live.map { "." + SwiftSyntax.identifier(machine.states[$0].name) }.joined(separator: ", ")):")
        writer.indented { scope.write(into: &$0) }
        writer.line("default:")
        writer.indented { $0.line("break") }
        writer.line("}")
    }

    func writeStateCase(_ state: Int, _ work: Work, region: String? = nil, into writer: inout SwiftCodeWriter) {
        var used = UsedPositions()
        for index in work.activities {
            let declaration = machine.stateEffects[index]
            used.insert(declaration.clause.statePatterns, referenced: declaration.clause.referencedNames)
        }
        let declared = machine.states[state]
        let bindings = ReducerWriter.bindings(for: declared, used: used, avoiding: ["state", "context", "scopes"], prefix: "state")
        writer.line("case \(ReducerWriter.pattern(declared, bindings: bindings)):")
        writer.indented { writer in
            scope(declared.name, kind: "state", region: region, work, state: state, bindings: bindings).write(into: &writer)
        }
    }

    /// The scope's timers and activities as the expressions `.init(name:kind:timers:activities:)` takes.
    func scope(
        _ name: String, kind: String, region: String? = nil, _ work: Work, state: Int?, bindings: PayloadBindings
    ) -> ScopeInitializer {
        let names = machine.timerNames
        let timedRows = machine.timedRows
        let timers = work.timers.compactMap { timer in
            timedRows[timer].delay.map {
                "StateMachineRuntime.MachineTimer(.\(SwiftSyntax.identifier(names[timer])), after: \(spelling($0)))"
            }
        }
        let activities = work.activities.flatMap { index -> [String] in
            let declaration = machine.stateEffects[index]
            let translation = ClauseTranslation(declaration.clause, in: machine, stateBindings: bindings)
            return declaration.clause.effects.map { translation.call(machine.effects[$0.effect], $0.arguments) }
        }
        return ScopeInitializer(name: name, kind: kind, region: region, timers: timers, activities: activities)
    }

    private func spelling(_ delay: Delay) -> String {
        switch delay {
        case .literal(let amount, .milliseconds): return ".milliseconds(\(amount))"
        case .literal(let amount, .seconds): return ".seconds(\(amount))"
        case .literal(let amount, .minutes): return ".seconds(\(amount * 60))"
        case .field(let field): return "context.\(SwiftSyntax.identifier(field))"
        }
    }
}

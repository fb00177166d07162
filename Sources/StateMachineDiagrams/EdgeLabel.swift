import StateMachineCompiler

/// An edge's label: what the row says that the edge's two ends do not.
///
/// The source and target are the edge's ends, so their names are never repeated. What
/// the source's pattern contributes stays, in a compact form: a name the event repeats
/// (the identity check that rejects a stale result) or a literal becomes a condition on
/// the source's payload label, `[op == operationID]`, and a source-bound name read by the
/// guard, the target or the effects is spelled as that label (`-> idle(confirmed)`), which
/// the source's node shows. The target's arguments appear only when it has a payload.
///
///     uploading(url, op, _) on progressed(op, f) -> uploading(url, op, f) / report(f)
///     progressed(op, f)
///     [op == operationID]
///     -> uploading(url, operationID, f)
///     / report(f)
enum EdgeLabel {
    static func lines(of row: Row, in machine: Machine, detail: DiagramOptions.Detail) -> [String] {
        guard detail != .events else { return [row.event.map(machine.eventName) ?? machine.specText(eventOf: row)] }
        let source = SourceBindings(row: row, machine: machine)
        // Conditions get their own line: in a left-to-right layout a label's width, not its
        // height, is what spreads the states apart.
        var conditions = source.conditions.isEmpty ? [] : ["[\(source.conditions.joined(separator: " && "))]"]
        if let guardExpression = row.guardExpression { conditions.append("[\(source.renamed(guardExpression).specText)]") }
        var trigger = machine.specText(eventOf: row)
        // A source list or group is not one of a move's ends: the edge leaves one member or the cluster. An
        // `ignore` row is drawn as a loop on (or noted beside) each member, which is all the source it needs.
        let namesSeveral: Bool =
            switch row.source {
            case .group, .list: true
            case .any, .state: false
            }
        if namesSeveral, row.action != .ignore {
            trigger = machine.specText(sourceOf: row) + (row.event == nil ? " " : " on ") + trigger
        }
        var lines = [trigger]
        if !conditions.isEmpty { lines.append(conditions.joined(separator: " ")) }
        guard detail == .full, let target = row.target else { return lines }
        let arguments = row.clause.targetArguments
        let calls = row.clause.effects
        if !arguments.isEmpty {
            lines.append(
                (row.updatesInPlace ? "stays " : "-> ")
                    + CallSyntax.render(machine.stateName(target), arguments.map { source.renamed($0).specText }))
        }
        if !calls.isEmpty {
            let renamedCalls = calls.map { EffectCall(effect: $0.effect, arguments: $0.arguments.map(source.renamed)) }
            lines.append("/ " + renamedCalls.map { DiagramEffectText.call($0, in: machine) }.joined(separator: ", "))
        }
        return lines
    }
}

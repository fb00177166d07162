/// Writes what a region's chosen row does, in place: the region's exit effects, the row's own
/// effects and its entry effects go to `steps` in SCXML's order (``RegionStepsWriter``), the
/// region moves to its next state, and `steps` records the outcome. Nothing is built to be
/// applied later, so a step allocates nothing beyond its effects.
struct RegionRowWriter {
    let machine: Machine
    let plan: RegionPlan
    let region: RegionPlan.Region
    /// `state` or `before`: what the exit and entry helpers read as the state before the event.
    let regionsRead: String

    func writeAction(_ row: Row, _ translation: ClauseTranslation, into writer: inout SwiftCodeWriter) {
        let target: Int
        let moves: Bool
        switch row.action {
        case .ignore:
            writer.line("steps.ignored = true")
            return
        case .transition(let next): (target, moves) = (next, true)
        case .update(let state): (target, moves) = (state, false)
        }
        let spelling = region.spelling
        let property = "state." + spelling.property
        let next = translation.call(machine.states[target], row.clause.targetArguments)
        let calls = row.clause.effects.map { translation.call(machine.effects[$0.effect], $0.arguments) }
        let context = plan.hasContext ? ", context: context" : ""
        // Only where the row may leave or enter a state with such effects: the rest ask no helper.
        let exits = moves && machine.membership.candidateStates(of: row).contains(where: plan.statesLeftWithEffects.contains)
        let entries = moves && plan.statesEnteredWithEffects.contains(target)
        // The entry helper reads the next state, and so may the exit helper; it is built once.
        let namesNext = entries || (exits && region.exitsTakeNext)
        if namesNext { writer.wrappingCall("let next: State.\(spelling.typeName) = \(next)", suffix: "") }
        if exits {
            let before = plan.exitsReadRegions ? ", before: \(regionsRead)" : ""
            let forNext = region.exitsTakeNext ? ", for: next" : ""
            writer.line("steps.exit(\(spelling.exitEffects)(leaving: \(property)\(forNext)\(before)\(context)))")
        }
        if !calls.isEmpty { writeOwnEffects(calls, into: &writer) }
        if entries {
            let before = plan.entriesReadRegions ? ", before: \(regionsRead)" : ""
            let previous = region.entriesTakePrevious ? ", from: \(property)" : ""
            writer.line("steps.enter(\(spelling.entryEffects)(entering: next\(previous)\(before)\(context)))")
        }
        writer.wrappingCall("\(property) = " + (namesNext ? "next" : next), suffix: "")
        if moves {
            writer.line("steps.transitioned = true")
            writer.line("steps.\(spelling.leftFlag) = true")
        } else {
            writer.line("steps.updated = true")
        }
    }

    /// `steps.add([...])`, one effect a line when they do not fit on one.
    private func writeOwnEffects(_ calls: [String], into writer: inout SwiftCodeWriter) {
        let oneLine = "steps.add([\(calls.joined(separator: ", "))])"
        guard !writer.fits(oneLine) else {
            writer.line(oneLine)
            return
        }
        writer.block("steps.add([", closing: "])") { writer in
            for call in calls { writer.wrappingCall(call, suffix: ",") }
        }
    }
}

/// Writes what a region's chosen row does, as the row enum the chooser returns (`RegionSteps.ContentRow`): the region's
/// next state and the row's own effects. `reduce` applies every region's row together and puts
/// the exit and entry effects around them (``RegionReducerWriter``).
enum RegionRowWriter {
    static func writeAction(_ row: Row, machine: Machine, _ translation: ClauseTranslation, into writer: inout SwiftCodeWriter) {
        let target: Int
        let outcome: String
        switch row.action {
        case .ignore:
            writer.line("return .ignored")
            return
        case .transition(let next): (target, outcome) = (next, "transitioned")
        case .update(let state): (target, outcome) = (state, "updated")
        }
        let next = translation.call(machine.states[target], row.clause.targetArguments)
        let calls = row.clause.effects.map { translation.call(machine.effects[$0.effect], $0.arguments) }
        let effects = "effects: [\(calls.joined(separator: ", "))]"
        let oneLine = "return .\(outcome)(to: \(next), \(effects))"
        guard !writer.fits(oneLine) else {
            writer.line(oneLine)
            return
        }
        writer.line("return .\(outcome)(")
        writer.indented { writer in
            writer.wrappingCall("to: " + next, suffix: ",")
            guard !writer.fits(effects + ")") else {
                writer.line(effects + ")")
                return
            }
            writer.block("effects: [", closing: "])") { writer in
                for call in calls { writer.wrappingCall(call, suffix: ",") }
            }
        }
    }
}

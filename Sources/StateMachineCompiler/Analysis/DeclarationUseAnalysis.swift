/// `unhandled-event`: an event no row names. `unused-effect`: an effect no row, entry or
/// exit emits.
enum DeclarationUseAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        var handled = Array(repeating: false, count: machine.events.count)
        var emitted = Array(repeating: false, count: machine.effects.count)
        for row in machine.rows {
            handled[row.event] = true
            if case .transition(_, _, let effects) = row.action {
                for call in effects { emitted[call.effect] = true }
            }
        }
        for call in machine.stateEffects.flatMap(\.effects) { emitted[call.effect] = true }
        // Specs without entry and exit keep the message they always had.
        let emitters = machine.stateEffects.isEmpty ? "any row" : "any row, entry or exit"
        var diagnostics: [Diagnostic] = []
        for (event, declaration) in machine.events.enumerated() where !handled[event] {
            diagnostics.append(
                .warning(
                    .unhandledEvent, "event '\(declaration.name)' is never handled; no row names it", at: sourceMap.events[event]))
        }
        for (effect, declaration) in machine.effects.enumerated() where !emitted[effect] {
            diagnostics.append(
                .warning(
                    .unusedEffect, "effect '\(declaration.name)' is never emitted by \(emitters)", at: sourceMap.effects[effect]))
        }
        return diagnostics
    }
}

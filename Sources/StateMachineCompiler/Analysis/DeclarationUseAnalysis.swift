/// `unhandled-event`: an event no row names. `unused-effect`: an effect no row emits.
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
        var diagnostics: [Diagnostic] = []
        for (event, declaration) in machine.events.enumerated() where !handled[event] {
            diagnostics.append(.warning(
                .unhandledEvent, "event '\(declaration.name)' is never handled; no row names it", at: sourceMap.events[event]))
        }
        for (effect, declaration) in machine.effects.enumerated() where !emitted[effect] {
            diagnostics.append(.warning(
                .unusedEffect, "effect '\(declaration.name)' is never emitted by any row", at: sourceMap.effects[effect]))
        }
        return diagnostics
    }
}

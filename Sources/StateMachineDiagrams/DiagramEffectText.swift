import StateMachineCompiler

/// An effect as diagrams write it: as the spec calls it, with `durable` after a durable
/// effect (the spec's own word, from `effect submit(...) durable`), since whether an effect
/// survives a crash is what a reader of a diagram could otherwise not see.
enum DiagramEffectText {
    /// `submit(checkoutID, op) durable`.
    static func call(_ call: EffectCall, in machine: Machine) -> String {
        marked(machine.specText(call), call.effect, in: machine)
    }

    /// `submit durable`, where a label shows effects by name only.
    static func name(_ effect: Int, in machine: Machine) -> String {
        marked(machine.effects[effect].name, effect, in: machine)
    }

    private static func marked(_ text: String, _ effect: Int, in machine: Machine) -> String {
        machine.effects.indices.contains(effect) && machine.effects[effect].isDurable ? text + " durable" : text
    }
}

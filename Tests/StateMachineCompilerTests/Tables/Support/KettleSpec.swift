@testable import StateMachineCompiler

/// A machine with one `after` row of each shape the timer table treats apart: a guarded
/// row binding its state's payload, a row with a literal pattern, and a row on a group.
enum KettleSpec {
    static func machine() throws -> Machine {
        let result = Pipeline.check(SourceFile(path: "kettle.sm", text: text))
        guard let machine = result.machine else {
            throw GadgetSpec.Invalid(description: "kettle.sm: \(result.diagnostics.map(\.message))")
        }
        return machine
    }

    static let text = """
        machine Kettle
        context { patient: Bool }
        initial cold
        state cold
        state heating(level: Int)
        state boiling(level: Int)
        state off final
        group hot = heating, boiling
        event switchOn
        event switchOff
        effect beep(level: Int)
        effect whistle
        cold on switchOn -> heating(1)
        hot on switchOff -> off
        heating(level) after 2min [patient] -> boiling(level) / beep(level)
        boiling(3) after 30s -> cold
        hot after 10min -> off / whistle

        """
}

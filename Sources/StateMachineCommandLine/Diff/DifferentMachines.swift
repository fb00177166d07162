import StateMachineCompiler

/// Two files whose machines share neither their name nor any state's name are two machines,
/// not two versions of one: their diff would list everything as removed and added, so `diff`
/// says so instead, and how to compare a spec with its earlier version.
enum DifferentMachines {
    static func message(old: Machine, new: Machine, oldPath: String, newPath: String) -> String? {
        let oldStates = Set(old.states.map(\.name))
        guard old.name != new.name, !new.states.contains(where: { oldStates.contains($0.name) }) else { return nil }
        return "statemachine-gen: error: \(oldPath) and \(newPath) are different machines ('\(old.name)' and '\(new.name)'); "
            + "to review a change to one spec, compare it with an earlier revision: "
            + "statemachine-gen diff \(newPath) --against REV\n"
    }
}

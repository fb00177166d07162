/// Gathers a region table's inputs once each, in the order first found, with every reason
/// each was found for.
struct RegionCaseCollector {
    struct Key: Hashable {
        let states: [RuntimeCase]
        let trigger: RegionCase.Trigger
        let context: [RuntimeValue]
        let source: Int
    }

    private(set) var keys: [Key] = []
    private var reasons: [Key: [CaseReason]] = [:]

    mutating func add(
        _ states: [RuntimeCase], _ trigger: RegionCase.Trigger, _ context: [RuntimeValue], source: Int, _ reason: CaseReason
    ) {
        let key = Key(states: states, trigger: trigger, context: context, source: source)
        if reasons[key] == nil { keys.append(key) }
        if reasons[key, default: []].contains(reason) == false { reasons[key, default: []].append(reason) }
    }

    /// The case of `key` as `step` found it, naming each row another region fired at once;
    /// `nil` where the step would trap, as the generated reducer would.
    func regionCase(_ key: Key, _ step: Interpreter.RegionStep?, _ machine: Machine) -> RegionCase? {
        guard let step else { return nil }
        var reasons = reasons[key, default: []]
        let region = machine.regionOfState.indices.contains(key.source) ? machine.regionOfState[key.source] : nil
        for (other, row) in step.firedRows.enumerated() where other != region {
            guard let row, machine.rows.indices.contains(row) else { continue }
            let also = CaseReason(line: machine.rows[row].line, kind: .fires)
            if !reasons.contains(also) { reasons.append(also) }
        }
        return RegionCase(
            source: key.source, states: key.states, trigger: key.trigger, context: key.context, outcome: step.outcome,
            next: step.states, reasons: reasons)
    }
}

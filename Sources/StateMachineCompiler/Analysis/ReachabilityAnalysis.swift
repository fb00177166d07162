/// `unreachable-state`: no path of `->` rows leads from `initial` to the state; said as
/// "never entered" when no `->` row targets it at all (a `stays` row enters nothing).
/// `dead-end`: a non-final state that no `->` row leaves, explicitly, through a group or a
/// source list, or through `*`. Time moves the machine too: `after` rows count as `->` rows;
/// a `stays` row updates the state in place and counts as neither.
///
/// Guards are not consulted: a row counts as a way from its source to its target
/// whether or not its guard can hold (that has warnings of its own).
enum ReachabilityAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        let ways = Ways(machine)
        let (targets, entered) = (ways.targets, ways.entered)
        let anyTargets = ways.anyRows.compactMap(\.target)
        let reachable = reachableStates(machine, targets: targets, anyRows: ways.anyRows)
        let regionOfState = machine.regionOfState
        var diagnostics: [Diagnostic] = []
        for (state, declaration) in machine.states.enumerated() {
            if !reachable[state] {
                // With regions, a state is reached from its own region's initial state.
                let initial =
                    regionOfState[state].flatMap { machine.regionInitials.indices.contains($0) ? machine.regionInitials[$0].state : nil }
                    ?? machine.initial.state
                let initialName = machine.states[initial].name
                let message: ReachabilityMessage =
                    entered[state]
                    ? .unreachable(state: declaration.name, initial: initialName) : .neverEntered(state: declaration.name)
                diagnostics.append(.warning(message, at: sourceMap.states[state]))
            }
            if !declaration.isFinal, targets[state].isEmpty, anyTargets.isEmpty {
                diagnostics.append(.warning(ReachabilityMessage.deadEnd(state: declaration.name), at: sourceMap.states[state]))
            }
        }
        return diagnostics
    }

    /// Whether each state is reachable from the initial state (its region's, with regions),
    /// by the rules above.
    static func reachableStates(_ machine: Machine) -> [Bool] {
        let ways = Ways(machine)
        return reachableStates(machine, targets: ways.targets, anyRows: ways.anyRows)
    }

    /// Where `->` rows lead from each state, the `*` ones, and the states some `->` row enters.
    private struct Ways {
        var targets: [[Int]]
        var anyRows: [Row] = []
        var entered: [Bool]

        init(_ machine: Machine) {
            targets = Array(repeating: [], count: machine.states.count)
            entered = Array(repeating: false, count: machine.states.count)
            // A `stays` row neither enters nor leaves its state, so it is no way anywhere.
            for row in machine.rows {
                guard case .transition(let target) = row.action else { continue }
                entered[target] = true
                // `*` rows are kept whole: listing every state for each would make large specs quadratic.
                guard row.source != .any else {
                    anyRows.append(row)
                    continue
                }
                for source in machine.membership.candidateStates(of: row) { targets[source].append(target) }
            }
        }
    }

    /// A breadth-first walk from the initial state (every region's, with regions); `*` `->`
    /// rows lead to their targets from the first state reached that they are candidates in
    /// (every non-final state).
    private static func reachableStates(_ machine: Machine, targets: [[Int]], anyRows: [Row]) -> [Bool] {
        var reachable = Array(repeating: false, count: machine.states.count)
        var pending = machine.initials.map(\.state)
        for state in pending { reachable[state] = true }
        var followedAnyRows = false
        while let state = pending.popLast() {
            var next = targets[state]
            if !followedAnyRows, anyRows.contains(where: { machine.membership.isCandidate($0, in: state) }) {
                followedAnyRows = true
                next += anyRows.compactMap(\.target)
            }
            for target in next where !reachable[target] {
                reachable[target] = true
                pending.append(target)
            }
        }
        return reachable
    }
}

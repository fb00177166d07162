extension Checker {
    /// An `always` or `done` row moves with `->`: one that stays or ignores would hold again after itself.
    mutating func checkEventlessMoves(_ action: RowSyntax.Action, trigger: RowSyntax.Trigger) {
        let rowWord = if case .done = trigger { ContextualKeyword.done.rawValue } else { ContextualKeyword.always.rawValue }
        switch action {
        case .transition: return
        case .ignore(let word): error(EventlessMessage.withoutMove(row: rowWord, word: Keyword.ignore.rawValue), at: word)
        case .update(let word, _, _, _):
            error(EventlessMessage.withoutMove(row: rowWord, word: ContextualKeyword.stays.rawValue), at: word)
        }
    }

    /// `GROUP done`: the group's completion, which needs a final state to reach.
    mutating func checkCompletion(of source: Source, written: SourceSyntax) -> Row.Trigger? {
        guard case .group(let group) = source else {
            // A name that resolved to nothing is reported already; `*` resolves to `.any` as written.
            if source != .any || written.firstName == nil { error(EventlessMessage.completionOfNoGroup, at: written.range) }
            return nil
        }
        guard membership.states(of: source, includingFinal: true).contains(where: membership.isFinal) else {
            let name = namespaces.groups[group].syntax.name
            error(
                EventlessMessage.completionWithoutFinal(group: name.text), at: written.range,
                notes: [.init(.declaredHere(name.text, kind: .group), at: name.range)])
            return nil
        }
        return .completion(group: group)
    }

    /// A completion row's source in the model: the group's final states, where it is a candidate.
    func completionSource(_ source: Source, _ trigger: Row.Trigger) -> Source {
        guard case .completion = trigger else { return source }
        return .list(membership.states(of: source, includingFinal: true).filter(membership.isFinal).map(GroupMember.state))
    }

    /// Refuses the cycles of `always` rows that never end whatever the values: each state's first
    /// `always` candidate holds unconditionally and leads to the next. A cycle through a guard or
    /// a pattern is left to the reducers' bound on the rows one step takes.
    mutating func checkEventlessCycles(_ rows: [Row], ranges: [MachineSourceMap.RowRanges]) {
        var certain: [Int: (row: Row, target: Int)] = [:]
        var decided: Set<Int> = []
        for row in rows where row.isEventless {
            for state in membership.candidateStates(of: row) where decided.insert(state).inserted {
                if row.clause.isUnconditional, case .transition(let target) = row.action { certain[state] = (row, target) }
            }
        }
        var settled: Set<Int> = []
        for start in certain.keys.sorted() where !settled.contains(start) {
            var path: [Int] = []
            var position: [Int: Int] = [:]
            var state = start
            while let step = certain[state], position[state] == nil, !settled.contains(state) {
                position[state] = path.count
                path.append(state)
                state = step.target
            }
            settled.formUnion(path)
            if let first = position[state] { reportEventlessCycle(Array(path[first...]), certain: certain, ranges: ranges) }
        }
    }

    /// The error at the cycle's row written first, with a note at each other row of it.
    private mutating func reportEventlessCycle(
        _ cycle: [Int], certain: [Int: (row: Row, target: Int)], ranges: [MachineSourceMap.RowRanges]
    ) {
        let steps = cycle.compactMap { state in certain[state].map { (state: state, row: $0.row, target: $0.target) } }
        guard let firstWritten = steps.indices.min(by: { steps[$0].row.index < steps[$1].row.index }) else { return }
        let ordered = Array(steps[firstWritten...] + steps[..<firstWritten])
        let states = namespaces.states
        let name = { (state: Int) in states[state].model.name }
        let names = ordered.map { name($0.state) } + [name(ordered[0].state)]
        var noted: Set<Int> = [ordered[0].row.index]
        let notes: [Diagnostic.Note] = ordered.dropFirst().compactMap { step in
            guard noted.insert(step.row.index).inserted else { return nil }
            return .init(.continuesEventlessCycle(from: name(step.state), to: name(step.target)), at: ranges[step.row.index].row)
        }
        error(EventlessMessage.cycle(states: names), at: ranges[ordered[0].row.index].row, notes: notes)
    }
}

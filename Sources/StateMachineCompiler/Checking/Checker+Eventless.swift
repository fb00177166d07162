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

    /// Refuses every cycle of `always` and `done` rows, guarded or not (``EventlessRowGraph``):
    /// one the values could drive forever is a step that never ends, and no bound in the
    /// reducer can say what the machine should do then.
    mutating func checkEventlessCycles(_ rows: [Row], histories: [History], ranges: [MachineSourceMap.RowRanges]) {
        let graph = EventlessRowGraph(rows: rows, membership: membership, histories: histories)
        for cycle in graph.cycles() { reportEventlessCycle(cycle, ranges: ranges) }
    }

    /// The error at the cycle's row written first, with a note at each other row of it.
    private mutating func reportEventlessCycle(_ cycle: [EventlessRowGraph.Edge], ranges: [MachineSourceMap.RowRanges]) {
        guard let firstWritten = cycle.indices.min(by: { cycle[$0].row.index < cycle[$1].row.index }) else { return }
        let ordered = Array(cycle[firstWritten...] + cycle[..<firstWritten])
        let states = namespaces.states
        let name = { (state: Int) in states[state].model.name }
        let names = ordered.map { name($0.source) } + [name(ordered[0].source)]
        var noted: Set<Int> = [ordered[0].row.index]
        let notes: [Diagnostic.Note] = ordered.dropFirst().compactMap { step in
            guard noted.insert(step.row.index).inserted else { return nil }
            return .init(.continuesEventlessCycle(from: name(step.source), to: name(step.target)), at: ranges[step.row.index].row)
        }
        let certain = ordered.allSatisfy { $0.row.clause.isUnconditional && $0.row.history == nil }
        error(EventlessMessage.cycle(states: names, certain: certain), at: ranges[ordered[0].row.index].row, notes: notes)
    }
}

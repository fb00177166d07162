// `history GROUP -> DEFAULT` and `deep history GROUP -> DEFAULT`, and the rows whose target is
// `GROUP history` or `GROUP deep history` (see ``History``).

extension Checker {
    /// The spec's history declarations, in written order; one with an error is reported and left
    /// out of `valid`, but stays `declared`, so the rows to it are not reported again.
    mutating func checkHistories(_ spec: SpecSyntax) -> CheckedHistories {
        var histories: [History] = []
        var declared: [CheckedHistories.Key: NameSyntax] = [:]
        for case .history(let syntax) in spec.declarations {
            let depth: History.Depth = syntax.deep == nil ? .shallow : .deep
            guard let group = resolveHistoryGroup(syntax.group) else { continue }
            if let first = declared[CheckedHistories.Key(group: group, depth: depth)] {
                error(
                    HistoryMessage.redeclared(group: syntax.group.text, depth: depth), at: syntax.firstWord.union(syntax.group.range),
                    notes: [.init(.previouslyDeclared("\(depth.declarationWords) \(first.text)"), at: first.range)])
                continue
            }
            declared[CheckedHistories.Key(group: group, depth: depth)] = syntax.group
            guard let defaultState = resolveState(syntax.defaultState) else { continue }
            guard membership.groups(containing: defaultState).contains(group) else {
                error(
                    HistoryMessage.defaultOutsideGroup(group: syntax.group.text, defaultState: syntax.defaultState.text),
                    at: syntax.defaultState.range)
                continue
            }
            let arguments = checkArguments(
                syntax.arguments?.map(ValueSyntax.literal), for: namespaces.states[defaultState], name: syntax.defaultState,
                scope: Scope(row: syntax.range.start))
            if depth == .shallow { reportNestedFirstStatesWithPayload(of: group, declaredAt: syntax) }
            guard let arguments else { continue }
            histories.append(
                History(
                    group: group, depth: depth, defaultState: defaultState, defaultArguments: arguments,
                    line: file.location(of: syntax.range.start).line))
        }
        return CheckedHistories(valid: histories, declared: Set(declared.keys))
    }

    /// A `->` row's target written `GROUP history`: the history's index, its default and the
    /// default's payload; `nil` after reporting.
    mutating func checkHistoryTarget(_ target: NameSyntax, mark: HistoryMarkSyntax, in histories: CheckedHistories) -> (
        history: Int, defaultState: Int, arguments: [Value]
    )? {
        let depth: History.Depth = mark.deep == nil ? .shallow : .deep
        guard let group = resolveHistoryGroup(target) else { return nil }
        guard let history = histories.valid.firstIndex(where: { $0.group == group && $0.depth == depth }) else {
            if !histories.declared.contains(CheckedHistories.Key(group: group, depth: depth)) {
                error(HistoryMessage.undeclared(group: target.text, depth: depth), at: target.range.union(mark.range))
            }
            return nil
        }
        return (history, histories.valid[history].defaultState, histories.valid[history].defaultArguments)
    }

    /// The group a history names; a state or region is reported as such, an unknown name as one.
    private mutating func resolveHistoryGroup(_ name: NameSyntax) -> Int? {
        switch resolveMember(name) {
        case .group(let group):
            guard !namespaces.groups[group].model.isRegion else {
                error(HistoryMessage.notAGroup(name: name.text, kind: "region"), at: name.range)
                return nil
            }
            return group
        case .state:
            error(HistoryMessage.notAGroup(name: name.text, kind: "state"), at: name.range)
            return nil
        case nil:
            return nil
        }
    }

    /// Shallow history enters a nested group at its first state, which must need no values.
    private mutating func reportNestedFirstStatesWithPayload(of group: Int, declaredAt syntax: HistorySyntax) {
        for case .group(let nested) in namespaces.groups[group].model.members {
            guard let first = firstState(ofGroup: nested), !namespaces.states[first].model.parameters.isEmpty else { continue }
            error(
                HistoryMessage.firstStateWithPayload(
                    group: syntax.group.text, nested: namespaces.groups[nested].model.name, first: namespaces.states[first].model.name),
                at: syntax.firstWord.union(syntax.group.range))
        }
    }

    /// The group's first member, or its first member's first state, while the groups are a tree.
    private func firstState(ofGroup group: Int) -> Int? {
        var current = group
        var visited: Set<Int> = []
        while visited.insert(current).inserted, let first = namespaces.groups[current].model.members.first {
            switch first {
            case .state(let state): return state
            case .group(let nested): current = nested
            }
        }
        return nil
    }

}

/// The history declarations the checker accepted, and every group and kind declared, accepted or not.
struct CheckedHistories {
    struct Key: Hashable {
        let group: Int
        let depth: History.Depth
    }

    var valid: [History] = []
    var declared: Set<Key> = []
}

extension Checker {
    /// A row source's single name as a state; with groups declared, an unknown name is
    /// reported as an unknown state or group.
    mutating func resolveSourceState(_ name: NameSyntax) -> Int? {
        guard !groups.isEmpty else { return resolveState(name) }
        if case .state(let state)? = resolveMember(name) { return state }
        return nil
    }

    /// A group as a row's source: the row is a candidate in each of its states (not in the
    /// final ones when it is a `->` row).
    mutating func checkGroupSource(_ group: Int, name: NameSyntax, patterns: [PatternSyntax]?, isTransition: Bool) -> Row.Source {
        symbols.use(.group(name.text), at: name.range)
        reportPatternsOnGroup(group, name: name, patterns: patterns, instead: "write the row")
        return .states(candidateStates([.group(group)], isTransition: isTransition), written: [.group(group)])
    }

    /// `a, b, busy on ...`: each item once, without patterns.
    mutating func checkSourceList(_ items: [ListedSourceSyntax], transitionArrow arrow: SourceRange?) -> Row.Source {
        var members: [GroupMember] = []
        var seen: [String: SourceRange] = [:]
        for item in items {
            if let patterns = item.patterns, let first = patterns.first {
                error(
                    .patternsInSourceList,
                    "a source list binds no values: write a row of its own for '\(item.name.text)' to match its payload",
                    at: first.range.union(patterns.last?.range ?? first.range))
            }
            if let earlier = seen[item.name.text] {
                error(
                    .duplicateSource, "'\(item.name.text)' is listed twice in this source", at: item.name.range,
                    notes: [.init("first listed here", at: earlier)])
                continue
            }
            seen[item.name.text] = item.name.range
            guard let member = resolveMember(item.name) else { continue }
            if case .state(let state) = member, let arrow, states[state].model.isFinal {
                error(
                    .transitionFromFinal, "'->' cannot leave final state '\(item.name.text)'", at: arrow,
                    notes: [.init("'\(item.name.text)' declared final here", at: finalRange(of: state))])
            }
            members.append(member)
        }
        return .states(candidateStates(members, isTransition: arrow != nil), written: members)
    }

    /// The states the members stand for (see `candidateStates(of:isTransition:isFinal:)`).
    private func candidateStates(_ members: [GroupMember], isTransition: Bool) -> [Int] {
        groups.declarations.map(\.model).candidateStates(of: members, isTransition: isTransition) { states[$0].model.isFinal }
    }
}

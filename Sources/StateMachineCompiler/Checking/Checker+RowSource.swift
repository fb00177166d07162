extension Checker {
    /// A row source's single name as a state; with groups declared, an unknown name is
    /// reported as an unknown state or group.
    mutating func resolveSourceState(_ name: NameSyntax) -> Int? {
        guard !namespaces.groups.isEmpty else { return resolveState(name) }
        if case .state(let state)? = resolveMember(name) { return state }
        return nil
    }

    /// A group as a row's source: the row is a candidate in each of its states (not in the
    /// final ones when it is a `->` row, `arrow` the row's `->`).
    mutating func checkGroupSource(_ group: Int, name: NameSyntax, patterns: [PatternSyntax]?, arrow: SourceRange?, isDelay: Bool)
        -> Source
    {
        symbols.use(.group(name.text), at: name.range)
        reportPatternsOnGroup(group, name: name, patterns: patterns, keyword: nil)
        if let arrow, membership.states(of: .group(group), includingFinal: false).isEmpty {
            reportAllFinal(group, arrow: arrow, isDelay: isDelay)
        }
        return .group(group)
    }

    /// A `->` row from a group whose states are all final is a candidate nowhere: the generated
    /// reducer would have no case to put it in.
    private mutating func reportAllFinal(_ group: Int, arrow: SourceRange, isDelay: Bool) {
        // A group left without states by an error in its members is reported there.
        guard !membership.states(inGroup: group).isEmpty else { return }
        let name = namespaces.groups[group].syntax.name
        error(
            StructureMessage.transitionFromFinalGroup(group: name.text, isDelay: isDelay), at: arrow,
            notes: [.init(.declaredHere(name.text, kind: .group), at: name.range)])
    }

    /// `a, b, busy on ...` (or `during a, b / ...`, `keyword` naming the declaration): each item
    /// once, without patterns.
    mutating func checkSourceList(
        _ items: [ListedSourceSyntax], transitionArrow arrow: SourceRange?, isDelay: Bool = false, keyword: String? = nil
    ) -> Source {
        var members: [GroupMember] = []
        var seen: [String: SourceRange] = [:]
        for item in items {
            if let patterns = item.patterns, let first = patterns.first {
                error(
                    StructureMessage.patternsInSourceList(member: item.name.text, keyword: keyword),
                    at: first.range.union(patterns.last?.range ?? first.range))
            }
            if let earlier = seen[item.name.text] {
                error(
                    StructureMessage.duplicateSource(member: item.name.text), at: item.name.range, notes: [.init(.firstListed, at: earlier)]
                )
                continue
            }
            seen[item.name.text] = item.name.range
            guard let member = resolveMember(item.name) else { continue }
            if case .state(let state) = member, let arrow, namespaces.states[state].model.isFinal {
                error(
                    StructureMessage.transitionFromFinal(state: item.name.text), at: arrow,
                    notes: [.init(.declaredFinal(item.name.text), at: finalRange(of: state))])
            }
            if case .group(let group) = member, let arrow, membership.states(of: member.source, includingFinal: false).isEmpty {
                reportAllFinal(group, arrow: arrow, isDelay: isDelay)
            }
            members.append(member)
        }
        return .list(members)
    }
}

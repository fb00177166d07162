/// What a source is written for, which decides the rules it answers to.
enum SourceUse {
    /// A row: its `->` or `stays` (`nil` for `ignore`), and whether it fires after a delay.
    case row(arrow: SourceRange?, isDelay: Bool)
    /// An `entry`, `exit` or `during` declaration.
    case declaration(StateEffectsSyntax.Kind)

    /// The declaration's word, which messages about its source name; `nil` for a row.
    var keyword: String? {
        guard case .declaration(let kind) = self else { return nil }
        return kind.rawValue
    }

    /// The `->` or `stays` of a row that leads somewhere, which a final state cannot be the source of.
    var arrow: SourceRange? {
        guard case .row(let arrow, _) = self else { return nil }
        return arrow
    }
}

extension Checker {
    /// The one resolution of a row's or an `entry`, `exit` or `during` declaration's source:
    /// `*`, a group, a state with its patterns (the clause's first match, bound in `scope`), or a
    /// list; `nil` after reporting a name that resolves to nothing.
    mutating func checkSource(_ syntax: SourceSyntax, for use: SourceUse, scope: inout Scope) -> Source? {
        switch syntax {
        case .any(let star):
            if !membership.regions.isEmpty { error(RegionMessage.anyStateWithRegions, at: star) }
            return .any
        case .state(let name, let patterns):
            if let group = namespaces.groups.position(of: name.text) {
                return checkGroupSource(group, name: name, patterns: patterns, for: use)
            }
            let state = resolveSourceState(name, for: use)
            checkMatch(patterns, on: state.map(PayloadMatch.Payload.state), name: name, scope: &scope)
            if case .declaration(.during) = use, let refutable = patterns?.first(where: { !$0.isIrrefutable(in: scope) }) {
                error(TypeMismatch.refutableActivityPattern, at: refutable.range)
            }
            return state.map(Source.state)
        case .list(let items):
            return checkSourceList(items, for: use)
        }
    }

    /// A source's single name as a state. A declaration's unknown name is an unknown state or
    /// group; a row's is one only once groups are declared, an unknown state before.
    private mutating func resolveSourceState(_ name: NameSyntax, for use: SourceUse) -> Int? {
        if case .row = use, namespaces.groups.isEmpty { return resolveState(name) }
        if case .state(let state)? = resolveMember(name) { return state }
        return nil
    }

    /// A group as a source: a row is a candidate in each of its states (not in the final ones
    /// when it leads somewhere); a declaration's scope is the group.
    private mutating func checkGroupSource(_ group: Int, name: NameSyntax, patterns: [PatternSyntax]?, for use: SourceUse) -> Source {
        symbols.use(.group(name.text), at: name.range)
        reportPatternsOnGroup(group, name: name, patterns: patterns, keyword: use.keyword)
        if case .row(let arrow?, let isDelay) = use, membership.states(of: .group(group), includingFinal: false).isEmpty {
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

    /// `a, b, busy on ...` (or `during a, b / ...`): each item once, without patterns.
    private mutating func checkSourceList(_ items: [ListedSourceSyntax], for use: SourceUse) -> Source {
        var members: [GroupMember] = []
        var seen: [String: SourceRange] = [:]
        for item in items {
            if let patterns = item.patterns, let first = patterns.first {
                error(
                    StructureMessage.patternsInSourceList(member: item.name.text, keyword: use.keyword),
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
            if case .state(let state) = member, let arrow = use.arrow, namespaces.states[state].model.isFinal {
                error(
                    StructureMessage.transitionFromFinal(state: item.name.text), at: arrow,
                    notes: [.init(.declaredFinal(item.name.text), at: finalRange(of: state))])
            }
            if case .group(let group) = member, case .row(let arrow?, let isDelay) = use,
                membership.states(of: member.source, includingFinal: false).isEmpty
            {
                reportAllFinal(group, arrow: arrow, isDelay: isDelay)
            }
            members.append(member)
        }
        return .list(members)
    }
}

extension PatternSyntax {
    /// A `_`, or a name bound once: a pattern that matches every value.
    fileprivate func isIrrefutable(in scope: Checker.Scope) -> Bool {
        switch self {
        case .wildcard: return true
        case .literal: return false
        case .name(let name): return scope.range(of: name.text) == name.range
        }
    }
}

extension Checker {
    /// Declares every group, then resolves members, so a group may list states and groups
    /// declared after it. Reports clashes with states, members in two groups and cycles.
    mutating func checkGroups(_ spec: SpecSyntax) {
        for case .group(let syntax) in spec.declarations {
            let name = syntax.name
            if let state = states.position(of: name.text) {
                error(
                    .duplicateDeclaration, "invalid redeclaration of '\(name.text)': groups and states share one namespace", at: name.range,
                    notes: [.init("state '\(name.text)' declared here", at: states[state].syntax.name.range)])
            } else if let existing = groupIndex[name.text] {
                error(
                    .duplicateDeclaration, "invalid redeclaration of group '\(name.text)'", at: name.range,
                    notes: [.init("'\(name.text)' previously declared here", at: groups[existing].syntax.name.range)])
            } else {
                groupIndex[name.text] = groups.count
                symbols.declare(
                    .group(name.text), at: name.range,
                    signature: "group \(name.text) = " + syntax.members.map(\.text).joined(separator: ", "))
                groups.append((StateGroup(name: name.text, members: [], line: file.location(of: name.range.start).line), syntax))
            }
        }
        checkPropertyNames()
        var owner: [GroupMember: (group: Int, range: SourceRange)] = [:]
        for index in groups.indices {
            var members: [GroupMember] = []
            for name in groups[index].syntax.members {
                guard let member = resolveMember(name) else { continue }
                if let first = owner[member] {
                    let container = groups[first.group].model.name
                    error(
                        .memberInTwoGroups,
                        "'\(name.text)' is already in group '\(container)'; a state or group belongs to at most one group",
                        at: name.range, notes: [.init("'\(name.text)' listed in '\(container)' here", at: first.range)])
                    continue
                }
                owner[member] = (index, name.range)
                members.append(member)
            }
            let model = groups[index].model
            groups[index].model = StateGroup(name: model.name, members: members, line: model.line)
        }
        reportCycles(owner: owner)
    }

    /// `isNAME` lives in `State` next to its cases, so it must not spell a state's name or
    /// another group's property (`busy` and `Busy` both give `isBusy`).
    private mutating func checkPropertyNames() {
        var seen: [String: Int] = [:]
        for (index, group) in groups.enumerated() {
            let property = group.model.propertyName
            let name = group.syntax.name
            if let state = states.position(of: property) {
                error(
                    .duplicateDeclaration, "group '\(name.text)' generates 'State.\(property)', which state '\(property)' already names",
                    at: name.range, notes: [.init("state '\(property)' declared here", at: states[state].syntax.name.range)])
            } else if let other = seen[property] {
                error(
                    .duplicateDeclaration,
                    "group '\(name.text)' generates 'State.\(property)', as group '\(groups[other].model.name)' does",
                    at: name.range, notes: [.init("'\(groups[other].model.name)' declared here", at: groups[other].syntax.name.range)])
            } else {
                seen[property] = index
            }
        }
    }

    /// A group that contains itself, reported once per cycle at the member that closes it.
    private mutating func reportCycles(owner: [GroupMember: (group: Int, range: SourceRange)]) {
        var reported: Set<Int> = []
        for start in groups.indices where !reported.contains(start) {
            var path = [start]
            var next = owner[.group(start)]
            while let parent = next, path.count <= groups.count {
                if parent.group == start {
                    reported.formUnion(path)
                    let names = (path + [start]).map { "'\(groups[$0].model.name)'" }.joined(separator: ", which is in ")
                    error(
                        .groupCycle, "group '\(groups[start].model.name)' contains itself: \(names)", at: parent.range,
                        notes: [.init("'\(groups[start].model.name)' declared here", at: groups[start].syntax.name.range)])
                    break
                }
                path.append(parent.group)
                next = owner[.group(parent.group)]
            }
        }
    }

    /// A member name as a group or a state, or `nil` after reporting it unknown.
    mutating func resolveMember(_ name: NameSyntax) -> GroupMember? {
        if let group = groupIndex[name.text] {
            symbols.use(.group(name.text), at: name.range)
            return .group(group)
        }
        if let state = states.position(of: name.text) {
            symbols.use(.state(name.text), at: name.range)
            usedCases.insert(CaseUse(kind: .state, name: name.text))
            return .state(state)
        }
        if invalidNames.contains(CaseUse(kind: .state, name: name.text)) { return nil }
        recordUnknownUse(of: name, kind: .state)
        let candidates = suggestionBudget > 0 ? states.declarations.map(\.model.name) + groups.map(\.model.name) : []
        let suggestion = NameSuggestion.closest(to: name.text, among: candidates, budget: &suggestionBudget)
        let notes = suggestion.flatMap { states.position(of: $0) }.map { [declaredHereNote(states[$0].syntax.name, kind: .state)] } ?? []
        error(
            .unknownName, "unknown state or group '\(name.text)'" + NameSuggestion.question(suggestion),
            at: name.range, notes: notes, fixIts: NameSuggestion.fixIts(replacing: name, with: suggestion))
        return nil
    }
}

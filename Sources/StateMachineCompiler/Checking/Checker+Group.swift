extension Checker {
    /// Declares every group, then resolves members, so a group may list states and groups
    /// declared after it. Reports clashes with states, members in two groups and cycles.
    mutating func checkGroups(_ spec: SpecSyntax) {
        for declaration in spec.declarations {
            let syntax: GroupSyntax
            let isRegion: Bool
            switch declaration {
            case .group(let group): (syntax, isRegion) = (group, false)
            case .region(let region): (syntax, isRegion) = (region, true)
            default: continue
            }
            let name = syntax.name
            let line = file.location(of: name.range.start).line
            if let clash = namespaces.groups.declare(syntax, line: line, states: namespaces.states, isRegion: isRegion) {
                let existing =
                    namespaces.states.declaration(named: name.text)?.syntax.name
                    ?? namespaces.groups.declaration(named: name.text)?.syntax.name
                report(.error(clash, at: name.range, notes: existing.map { [.init(clash.existingNote, at: $0.range)] } ?? []))
            } else {
                symbols.declare(
                    .group(name.text), at: name.range,
                    signature: (isRegion ? "region " : "group ") + "\(name.text) = " + syntax.members.map(\.text).joined(separator: ", "))
            }
        }
        checkPropertyNames()
        var owner: [GroupMember: (group: Int, range: SourceRange)] = [:]
        var membersOfGroup: [[GroupMember]] = []
        for index in namespaces.groups.indices {
            var members: [GroupMember] = []
            for name in namespaces.groups[index].syntax.members {
                guard let member = resolveMember(name) else { continue }
                if let first = owner[member] {
                    if reportGroupAndRegion(member, name, first: first, second: index) { continue }
                    let container = namespaces.groups[first.group].model.name
                    let inRegions = namespaces.groups[first.group].model.isRegion || namespaces.groups[index].model.isRegion
                    let message: any DiagnosticMessage =
                        inRegions
                        ? RegionMessage.memberInTwoRegions(member: name.text, container: container)
                        : StructureMessage.memberInTwoGroups(member: name.text, group: container)
                    error(
                        message, at: name.range,
                        notes: [.init(.listedInGroup(member: name.text, group: container), at: first.range)])
                    continue
                }
                owner[member] = (index, name.range)
                members.append(member)
            }
            membersOfGroup.append(members)
        }
        reportCycles(owner: owner)
        let tooDeep = groupsNestedTooDeep(owner: owner)
        for (index, members) in membersOfGroup.enumerated() {
            namespaces.groups.setMembers(members.filter { !tooDeep.contains($0) }, of: index)
        }
        membership = Membership(states: namespaces.states.declarations.map(\.model), groups: namespaces.groups.declarations.map(\.model))
    }

    /// A group's `isNAME` lives in `State` next to its cases, so it must not spell a state's name
    /// or another group's property; a region's enum lives in `State` too (see ``checkRegionTypeName(_:)``).
    private mutating func checkPropertyNames() {
        for index in namespaces.groups.indices {
            let name = namespaces.groups[index].syntax.name
            if namespaces.groups[index].model.isRegion {
                checkRegionTypeName(index)
                continue
            }
            guard let clash = namespaces.groups.propertyClash(naming: index, name.text, states: namespaces.states) else { continue }
            let existing: NameSyntax? =
                switch clash {
                case .propertyNamesState(_, let property): namespaces.states.declaration(named: property)?.syntax.name
                case .propertyOfGroup(_, _, let other): namespaces.groups.declaration(named: other)?.syntax.name
                case .redeclared, .repeatedLabel, .sharedNamespace, .bindingShadowsContext, .regionTypeOfRegion, .regionHidesType: nil
                }
            report(.error(clash, at: name.range, notes: existing.map { [.init(clash.existingNote, at: $0.range)] } ?? []))
        }
    }

    /// A member listed in a group and again in a region (either first): one mistake, reported
    /// once per group and region at the first such member, and not again as states in no region.
    /// True when the member was such; false when both lists are groups, or both regions.
    private mutating func reportGroupAndRegion(
        _ member: GroupMember, _ name: NameSyntax, first: (group: Int, range: SourceRange), second: Int
    ) -> Bool {
        let (firstGroup, secondGroup) = (namespaces.groups[first.group].model, namespaces.groups[second].model)
        guard firstGroup.isRegion != secondGroup.isRegion else { return false }
        let (group, region) = firstGroup.isRegion ? (secondGroup, firstGroup) : (firstGroup, secondGroup)
        if case .state(let state) = member { listedInGroupAndRegion.states.insert(state) }
        let regionPosition = firstGroup.isRegion ? first.group : second
        guard listedInGroupAndRegion.regions.insert(regionPosition).inserted else { return true }
        error(
            RegionMessage.memberInGroupAndRegion(member: name.text, group: group.name, region: region.name), at: name.range,
            notes: [.init(.listedInGroup(member: name.text, group: firstGroup.name), at: first.range)])
        return true
    }

    /// A member name as a group or a state, or `nil` after reporting it unknown.
    mutating func resolveMember(_ name: NameSyntax) -> GroupMember? {
        if let group = namespaces.groups.position(of: name.text) {
            symbols.use(.group(name.text), at: name.range)
            return .group(group)
        }
        if let state = namespaces.states.position(of: name.text) {
            symbols.use(.state(name.text), at: name.range)
            uses.recordResolved(.state, position: state)
            return .state(state)
        }
        let use = NameUses.CaseUse(kind: .state, name: name.text)
        if uses.invalid.contains(use) { return nil }
        uses.recordUnknown(use, at: name.range)
        let candidates =
            suggestionBudget > 0 ? namespaces.states.declarations.map(\.model.name) + namespaces.groups.declarations.map(\.model.name) : []
        let suggestion = NameSuggestion.closest(to: name.text, among: candidates, budget: &suggestionBudget)
        let notes =
            suggestion.flatMap { namespaces.states.position(of: $0) }.map {
                [declaredHereNote(namespaces.states[$0].syntax.name, kind: .state)]
            } ?? []
        error(
            NameMessage.unknownMember(name: name.text, suggestion: suggestion), at: name.range, notes: notes,
            fixIts: NameSuggestion.fixIts(replacing: name, with: suggestion))
        return nil
    }
}

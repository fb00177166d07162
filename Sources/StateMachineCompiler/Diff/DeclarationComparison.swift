/// The API changes between two machines, in the order a spec declares things: the
/// machine's name, context fields, states, events, effects, renamed timers, groups whose
/// members changed, then the regions.
/// Groups that only appear or disappear are notes (they add or remove an `isNAME` helper).
enum DeclarationComparison {
    static func changes(_ pair: MachinePair) -> [APIChange] {
        let old = pair.old
        let new = pair.new
        var changes: [APIChange] = []
        if old.name != new.name {
            changes.append(
                APIChange(kind: .machine, change: .renamed(from: old.name), declaration: new.name))
        }
        let oldFields = old.context ?? []
        let newFields = new.context ?? []
        changes += compare(
            .contextField, old: oldFields.map { ($0.name, $0.diffSignature) }, new: newFields.map { ($0.name, $0.diffSignature) },
            mapping: CaseCorrespondence.matching(oldFields.map(\.name), newFields.map(\.name), formerNames: newFields.map(\.formerName)))
        let correspondence = pair.correspondence
        changes += compare(.state, old.states, new.states, correspondence.states)
        changes += compare(.event, old.events, new.events, correspondence.events)
        changes += compare(.effect, old.effects, new.effects, correspondence.effects)
        changes += TimerCaseComparison.changes(pair)
        for group in new.groups where !group.isRegion {
            guard let oldGroup = old.groups.first(where: { $0.name == group.name }) else { continue }
            let oldMembers = old.membership.states(inGroup: old.groups.firstIndex(of: oldGroup) ?? 0).map(
                old.stateName)
            let newMembers = new.membership.states(inGroup: new.groups.firstIndex(of: group) ?? 0).map(new.stateName)
            if Set(oldMembers) != Set(newMembers) {
                changes.append(
                    APIChange(
                        kind: .group,
                        change: .changed(from: "\(group.name) = \(oldMembers.joined(separator: ", "))"),
                        declaration: "\(group.name) = \(newMembers.joined(separator: ", "))"))
            }
        }
        return changes + RegionComparison.changes(pair)
    }

    /// Groups added or removed: only an `isNAME` helper comes or goes. A region is not one of
    /// them: it is a property of `State` (see ``RegionComparison``).
    static func notes(_ pair: MachinePair) -> [DiffNote] {
        let oldGroups = pair.old.groups.filter { !$0.isRegion }
        let newGroups = pair.new.groups.filter { !$0.isRegion }
        let oldNames = Set(oldGroups.map(\.name))
        let newNames = Set(newGroups.map(\.name))
        return oldGroups.filter { !newNames.contains($0.name) }.map {
            DiffNote.groupRemoved($0.name)
        }
            + newGroups.filter { !oldNames.contains($0.name) }.map { DiffNote.groupAdded($0.name) }
    }

    private static func compare(
        _ kind: DeclarationKind, _ old: [CaseDeclaration], _ new: [CaseDeclaration],
        _ mapping: [Int: Int]
    ) -> [APIChange] {
        compare(
            kind, old: old.map { ($0.name, $0.diffSignature) },
            new: new.map { ($0.name, $0.diffSignature) }, mapping: mapping)
    }

    /// Removals in old order, then renames and changes and additions in new order.
    private static func compare(
        _ kind: DeclarationKind, old: [(name: String, signature: String)],
        new: [(name: String, signature: String)],
        mapping forward: [Int: Int]
    ) -> [APIChange] {
        let backward = Dictionary(forward.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var changes = old.indices.filter { forward[$0] == nil }.map {
            APIChange(kind: kind, change: .removed, declaration: old[$0].signature)
        }
        for (index, item) in new.enumerated() {
            guard let oldIndex = backward[index] else {
                changes.append(APIChange(kind: kind, change: .added, declaration: item.signature))
                continue
            }
            let before = old[oldIndex]
            if before.name != item.name {
                changes.append(
                    APIChange(
                        kind: kind, change: .renamed(from: before.signature), declaration: item.signature))
            } else if before.signature != item.signature {
                changes.append(
                    APIChange(
                        kind: kind, change: .changed(from: before.signature), declaration: item.signature))
            }
        }
        return changes
    }
}

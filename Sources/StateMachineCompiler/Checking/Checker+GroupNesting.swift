/// How groups nest: cycles and depth, each worked out in one pass over the groups, so a long
/// chain (`group g1 = g0`, `group g2 = g1`, …) costs time linear in its length.
extension Checker {
    /// Groups nest at most this many levels deep. Every stage asks of a state which groups
    /// contain it, so deeper chains would cost each stage the square of their length; real
    /// statecharts nest a few levels.
    static let maximumGroupDepth = 32

    /// Who lists each group: the container's position and where the group is written in it.
    typealias GroupOwners = [GroupMember: (group: Int, range: SourceRange)]

    /// A group that contains itself, reported once per cycle at the member that closes it, the
    /// cycle read from its first group in declaration order.
    mutating func reportCycles(owner: GroupOwners) {
        // 0: not seen; 1: on the current walk; 2: done.
        var mark = [UInt8](repeating: 0, count: namespaces.groups.declarations.count)
        for start in namespaces.groups.indices where mark[start] == 0 {
            var walk: [Int] = []
            var next: Int? = start
            while let group = next, mark[group] == 0 {
                mark[group] = 1
                walk.append(group)
                next = owner[.group(group)]?.group
            }
            if let closing = next, mark[closing] == 1, let from = walk.firstIndex(of: closing) {
                reportCycle(Array(walk[from...]), owner: owner)
            }
            for group in walk { mark[group] = 2 }
        }
    }

    /// `cycle`: each group followed by the group that lists it, the last one listed in the first.
    private mutating func reportCycle(_ cycle: [Int], owner: GroupOwners) {
        guard let first = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { return }
        let path = Array(cycle[first...] + cycle[..<first])
        guard let start = path.first, let last = path.last, let closing = owner[.group(last)] else { return }
        let group = namespaces.groups[start].model.name
        error(
            StructureMessage.groupCycle(group: group, path: (path + [start]).map { namespaces.groups[$0].model.name }),
            at: closing.range,
            notes: [.init(.declaredHere(group), at: namespaces.groups[start].syntax.name.range)])
    }

    /// The groups listed in a container already ``maximumGroupDepth`` levels deep, reported
    /// where the first such group of each path is listed. The caller drops them from their
    /// containers, so what the later stages see nests no deeper than the limit.
    mutating func groupsNestedTooDeep(owner: GroupOwners) -> Set<GroupMember> {
        var depth = [Int](repeating: 0, count: namespaces.groups.declarations.count)
        var onWalk = [Bool](repeating: false, count: depth.count)
        var tooDeep: Set<GroupMember> = []
        for start in namespaces.groups.indices where depth[start] == 0 {
            // Up to a group whose depth is known, that no group lists, or that closes a cycle
            // (reported already).
            var walk: [Int] = []
            var next: Int? = start
            while let group = next, depth[group] == 0, !onWalk[group] {
                onWalk[group] = true
                walk.append(group)
                next = owner[.group(group)]?.group
            }
            var outer = next.map { onWalk[$0] ? 0 : depth[$0] } ?? 0
            for group in walk.reversed() {
                outer += 1
                depth[group] = outer
                onWalk[group] = false
            }
        }
        for group in namespaces.groups.indices where depth[group] > Self.maximumGroupDepth {
            tooDeep.insert(.group(group))
            guard depth[group] == Self.maximumGroupDepth + 1, let listed = owner[.group(group)] else { continue }
            error(
                StructureMessage.groupsNestedTooDeep(
                    group: namespaces.groups[group].model.name, container: namespaces.groups[listed.group].model.name,
                    limit: Self.maximumGroupDepth),
                at: listed.range)
        }
        return tooDeep
    }
}

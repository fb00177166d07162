/// `group NAME = MEMBER, ...`: a name for a set of states that rows, `entry` and `exit`
/// declarations can use as a source. Groups form a tree; the checker guarantees it.
public struct StateGroup: Hashable, Sendable {
    public let name: String
    /// States and groups, as written.
    public let members: [GroupMember]
    /// 1-based line of the group's name in the spec.
    public let line: Int
    /// `region NAME = ...`: a top-level group whose states move independently of every other
    /// region's; a machine with regions is in one state of each.
    public let isRegion: Bool

    public init(name: String, members: [GroupMember], line: Int, isRegion: Bool = false) {
        self.name = name
        self.members = members
        self.line = line
        self.isRegion = isRegion
    }

    /// The generated `State` property: `busy` → `isBusy`.
    public var propertyName: String { Self.propertyName(for: name) }

    public static func propertyName(for name: String) -> String {
        "is" + name.prefix(1).uppercased() + name.dropFirst()
    }
}

/// A member of a group or an item of a row's source list.
public enum GroupMember: Hashable, Sendable {
    case state(Int)
    case group(Int)
}

extension [StateGroup] {
    /// Every state in the group, directly or through nested groups, ascending. Visits each
    /// group once, so even a cyclic list (which the checker refuses) terminates.
    public func states(inGroup group: Int) -> [Int] {
        var found: Set<Int> = []
        var pending = [group]
        var visited: Set<Int> = []
        while let next = pending.popLast() {
            guard indices.contains(next), visited.insert(next).inserted else { continue }
            for member in self[next].members {
                switch member {
                case .state(let state): found.insert(state)
                case .group(let inner): pending.append(inner)
                }
            }
        }
        return found.sorted()
    }
}

extension [StateGroup] {
    /// The states a row source of these members is a candidate in, ascending and once each;
    /// for a `->` row a group's final states are left out, as for `*`.
    public func candidateStates(of members: [GroupMember], isTransition: Bool, isFinal: (Int) -> Bool) -> [Int] {
        var found: Set<Int> = []
        for member in members {
            switch member {
            case .state(let state):
                found.insert(state)
            case .group(let group):
                for state in states(inGroup: group) where !(isTransition && isFinal(state)) { found.insert(state) }
            }
        }
        return found.sorted()
    }
}

extension Machine {
    /// True when the spec uses groups, `entry` or `exit`: only then does the generated
    /// code gain the members that serve them, so older specs keep their bytes.
    public var usesStateStructure: Bool { !groups.isEmpty || !stateEffects.isEmpty }

    /// Every state in the group, directly or through nested groups, ascending.
    public func states(inGroup group: Int) -> [Int] {
        groups.states(inGroup: group)
    }

    /// The groups containing each state, innermost first, indexed like `states`.
    public var groupChains: [[Int]] {
        var parentOfGroup: [Int: Int] = [:]
        var parentOfState: [Int: Int] = [:]
        for (index, group) in groups.enumerated() {
            for member in group.members {
                switch member {
                case .state(let state): parentOfState[state] = index
                case .group(let inner): parentOfGroup[inner] = index
                }
            }
        }
        return states.indices.map { state in
            var chain: [Int] = []
            var next = parentOfState[state]
            // Bounded by the group count, so a malformed model cannot loop.
            while let group = next, chain.count <= groups.count {
                chain.append(group)
                next = parentOfGroup[group]
            }
            return chain
        }
    }

    /// Groups ordered so that every group comes after the groups inside it (the order exit
    /// effects run in); reversed, every group comes before its inner groups (entry order).
    public var groupsInnermostFirst: [Int] {
        var ordered: [Int] = []
        var placed: Set<Int> = []
        func place(_ group: Int) {
            guard groups.indices.contains(group), placed.insert(group).inserted else { return }
            for case .group(let inner) in groups[group].members { place(inner) }
            ordered.append(group)
        }
        groups.indices.forEach(place)
        return ordered
    }
}

extension Membership {
    /// The group each state and each group is a member of, from the groups' member lists.
    struct Parents {
        private let groupCount: Int
        private var parentOfGroup: [Int: Int] = [:]
        private var parentOfState: [Int: Int] = [:]

        init(_ groups: [StateGroup]) {
            groupCount = groups.count
            for (index, group) in groups.enumerated() {
                for member in group.members {
                    switch member {
                    case .state(let state): parentOfState[state] = index
                    case .group(let inner): parentOfGroup[inner] = index
                    }
                }
            }
        }

        /// The groups containing the state, innermost first.
        func chain(ofState state: Int) -> [Int] {
            chain(from: parentOfState[state])
        }

        /// The groups containing the group, innermost first.
        func chain(ofGroup group: Int) -> [Int] {
            chain(from: parentOfGroup[group])
        }

        private func chain(from parent: Int?) -> [Int] {
            var chain: [Int] = []
            var next = parent
            // Bounded by the group count, so a cyclic list (which the checker refuses) cannot loop.
            while let group = next, chain.count <= groupCount {
                chain.append(group)
                next = parentOfGroup[group]
            }
            return chain
        }

        /// How many groups contain the group.
        func depth(ofGroup group: Int) -> Int {
            var depth = 0
            var current = group
            while let next = parentOfGroup[current], depth <= groupCount {
                depth += 1
                current = next
            }
            return depth
        }
    }
}

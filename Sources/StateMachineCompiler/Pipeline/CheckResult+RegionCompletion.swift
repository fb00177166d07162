/// What `in(...)` may read at the cursor: another region's states and groups. The source the
/// parser noted names the clause's own region, which the checker refuses to read (`in-own-region`).
extension CheckResult {
    func otherRegionsMembers(_ cursor: CursorSlot) -> [CompletionCandidate] {
        let groups = namespaces.groups.declarations.map(\.model)
        let membership = Membership(states: namespaces.states.declarations.map(\.model), groups: groups)
        // Without regions `in` is an error (`in-own-region`): there is nothing to read.
        guard !membership.regions.isEmpty else { return [] }
        let region = { (name: String) -> Int? in
            if let state = namespaces.states.position(of: name) { return membership.region(ofState: state) }
            return namespaces.groups.position(of: name).flatMap { membership.region(of: .group($0)) }
        }
        let own = cursor.sourceNames.lazy.compactMap(region).first
        let outside = { (name: String) in own == nil || region(name) != own }
        let states = namespaces.states.declarations.filter { outside($0.syntax.name.text) }.map {
            Self.candidate(.state, $0.syntax, withPayload: false)
        }
        return states + namespaces.groups.declarations.filter { !$0.model.isRegion && outside($0.model.name) }.map(Self.candidate)
    }
}

// The quick fixes of region errors, where the fix is obvious: a state written where it is missing.

extension Checker {
    /// `start region 'refresh' in 'idle'`: the region's first state without a payload, added to
    /// the `initial` list (after its last item, or before its first when the last has values).
    func startingFix(for region: Int, in items: [InitialItemSyntax]) -> [Diagnostic.FixIt] {
        let states = membership.states(inGroup: membership.regions[region])
        guard let state = states.first(where: { namespaces.states[$0].model.parameters.isEmpty }), let first = items.first,
            let last = items.last
        else { return [] }
        let name = namespaces.states[state].syntax.name.text
        let message = "start region '\(regionName(region).text)' in '\(name)'"
        guard last.arguments == nil else {
            let start = first.state.range.start
            return [.init(message, replacing: [SourceRange(start: start, end: start)], with: "\(name), ")]
        }
        let end = last.state.range.end
        return [.init(message, replacing: [SourceRange(start: end, end: end)], with: ", \(name)")]
    }

    /// `add 'stray' to region 'content'`, one per region: the state listed after the region's last member.
    func regionFixes(adding state: String) -> [Diagnostic.FixIt] {
        membership.regions.indices.compactMap { region in
            guard let last = namespaces.groups[membership.regions[region]].syntax.members.last else { return nil }
            let end = last.range.end
            return .init(
                "add '\(state)' to region '\(regionName(region).text)'", replacing: [SourceRange(start: end, end: end)], with: ", \(state)")
        }
    }
}

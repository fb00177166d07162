/// The regions of two machines, as API changes: `State` an enum on one side and a struct of
/// regions on the other, a region added, removed or renamed (the same states under another
/// name), a region whose states changed (a state moved between regions changes two), and regions
/// declared in another order (`State`'s initializer takes them in declaration order). A
/// region is the stored property `State.NAME` of the enum `State.NAME-capitalised`, so each of
/// these changes what callers write.
enum RegionComparison {
    /// One region: its name and its states by the new machine's names, in declaration order.
    private typealias Region = (name: String, states: [String])

    static func changes(_ pair: MachinePair) -> [APIChange] {
        var changes: [APIChange] = []
        if pair.old.hasRegions != pair.new.hasRegions {
            changes.append(APIChange(kind: .stateType, change: .changed(from: stateType(pair.old)), declaration: stateType(pair.new)))
        }
        let old = regions(pair.old, stateName: pair.newName(ofOldState:))
        let new = regions(pair.new, stateName: pair.new.stateName)
        // `init(content:refresh:)` takes the regions in declaration order: swapping two declarations changes it.
        let kept = new.map(\.name).filter { name in old.contains { $0.name == name } }
        if pair.old.hasRegions, pair.new.hasRegions, old.map(\.name).filter(kept.contains) != kept {
            changes.append(APIChange(kind: .stateType, change: .changed(from: stateType(pair.old)), declaration: stateType(pair.new)))
        }
        let gone = old.filter { region in !new.contains { $0.name == region.name } }
        let arrived = new.filter { region in !old.contains { $0.name == region.name } }
        // One region gone and one arrived with the same states is a rename, as for an effect.
        let renamed = gone.count == 1 && arrived.count == 1 && Set(gone[0].states) == Set(arrived[0].states)
        if !renamed { changes += gone.map { APIChange(kind: .region, change: .removed, declaration: spelled($0)) } }
        for region in new {
            if let before = old.first(where: { $0.name == region.name }) {
                if Set(before.states) != Set(region.states) {
                    changes.append(APIChange(kind: .region, change: .changed(from: spelled(before)), declaration: spelled(region)))
                }
            } else if renamed {
                changes.append(APIChange(kind: .region, change: .renamed(from: spelled(gone[0])), declaration: spelled(region)))
            } else {
                changes.append(APIChange(kind: .region, change: .added, declaration: spelled(region)))
            }
        }
        return changes
    }

    /// What makes a stored `State` undecodable or lose part of itself: `State` changed between
    /// enum and struct, a region added (old records lack its property), a region that lost a
    /// state the new machine still has (old records may hold it there), or a region removed
    /// (the decoder skips its key, so the state restored for it, and its timers, are dropped).
    static func persistedChanges(_ pair: MachinePair) -> [APIChange] {
        guard pair.old.hasRegions == pair.new.hasRegions else {
            return [APIChange(kind: .stateType, change: .changed(from: stateType(pair.old)), declaration: stateType(pair.new))]
        }
        let old = regions(pair.old, stateName: pair.newName(ofOldState:))
        let new = regions(pair.new, stateName: pair.new.stateName)
        let existing = Set(pair.new.states.map(\.name))
        let removed = old.filter { region in !new.contains { $0.name == region.name } }.map {
            APIChange(kind: .region, change: .removed, declaration: spelled($0))
        }
        return removed
            + new.compactMap { region in
                guard let before = old.first(where: { $0.name == region.name }) else {
                    return APIChange(kind: .region, change: .added, declaration: spelled(region))
                }
                let lost = before.states.filter { existing.contains($0) && !region.states.contains($0) }
                return lost.isEmpty ? nil : APIChange(kind: .region, change: .changed(from: spelled(before)), declaration: spelled(region))
            }
    }

    private static func regions(_ machine: Machine, stateName: (Int) -> String) -> [Region] {
        // Worked out once: `statesByRegion` lists every region's states each time it is asked.
        let statesByRegion = machine.statesByRegion
        return statesByRegion.indices.map { region in (machine.regionName(region), statesByRegion[region].map(stateName)) }
    }

    /// `content = notLoaded, loading`, as the spec declares it (its states, groups unfolded).
    private static func spelled(_ region: Region) -> String {
        "\(region.name) = " + region.states.joined(separator: ", ")
    }

    /// `enum Screen.State`, or `struct Screen.State(content: Content, refresh: Refresh)`.
    private static func stateType(_ machine: Machine) -> String {
        guard machine.hasRegions else { return "enum \(machine.name).State" }
        let properties = machine.regions.indices.map { region in
            let name = machine.regionName(region)
            return "\(name): " + name.prefix(1).uppercased() + name.dropFirst()
        }
        return "struct \(machine.name).State(" + properties.joined(separator: ", ") + ")"
    }
}

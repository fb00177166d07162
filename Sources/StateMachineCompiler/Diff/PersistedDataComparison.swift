/// The changes that make records written by the old version of a persisted machine
/// undecodable by the new one: a case they may hold removed or renamed, its payload's labels
/// or types changed, a context field removed, retyped or added without being optional, the
/// machine renamed (a journal names its machine), and `State`'s regions changed as
/// ``RegionComparison/persistedChanges(_:)`` says. A durable effect that is no longer
/// durable is listed too: its pending operations would not be performed again.
enum PersistedDataComparison {
    static func changes(_ pair: MachinePair, codable: Bool) -> [APIChange] {
        guard pair.old.isDurable || codable else { return [] }
        let oldShapes = (codable ? PersistedShapes.codable(of: pair.old) : .journal(of: pair.old)).shapes
        let newShapes = (codable ? PersistedShapes.codable(of: pair.new) : .journal(of: pair.new)).shapes
        var changes: [APIChange] = []
        if pair.old.isDurable, pair.old.name != pair.new.name {
            changes.append(APIChange(kind: .machine, change: .renamed(from: pair.old.name), declaration: pair.new.name))
        }
        // In the order a spec declares things, as API changes are listed.
        let order = DeclarationKind.allCases
        for old in oldShapes.sorted(by: { (order.firstIndex(of: $0.kind) ?? 0, $0.name) < (order.firstIndex(of: $1.kind) ?? 0, $1.name) }) {
            let new = newShapes.first { $0.kind == old.kind && $0.name == old.name }
            if let new {
                if new.payload != old.payload || new.type != old.type {
                    changes.append(APIChange(kind: old.kind, change: .changed(from: old.signature), declaration: new.signature))
                }
            } else if old.kind == .effect, let effect = pair.new.effects.first(where: { $0.name == old.name }) {
                changes.append(APIChange(kind: .effect, change: .changed(from: old.signature + " durable"), declaration: effect.specText))
            } else {
                changes.append(APIChange(kind: old.kind, change: .removed, declaration: old.signature))
            }
        }
        for new in newShapes where new.kind == .contextField && !oldShapes.contains(where: { $0.kind == new.kind && $0.name == new.name }) {
            if case .optional = new.type { continue }
            changes.append(APIChange(kind: .contextField, change: .added, declaration: new.signature))
        }
        return changes + RegionComparison.persistedChanges(pair)
    }
}

/// The changes that make records written by the old version of a persisted machine
/// undecodable by the new one: a case they may hold removed or renamed, its payload's labels
/// or types changed, a context field removed, retyped or added without being optional, the
/// machine renamed (a journal names its machine), and `State`'s regions changed as
/// ``RegionComparison/persistedChanges(_:)`` says. A durable effect that is no longer
/// durable is listed too: its pending operations would not be performed again.
///
/// A case, label or field renamed with `renamed from` in the new spec is read under its old
/// name by the new conformance: such a change is listed apart, as migrated, not as undecodable.
enum PersistedDataComparison {
    static func changes(_ pair: MachinePair, codable: Bool) -> (undecodable: [APIChange], migrated: [APIChange]) {
        guard pair.old.isDurable || codable else { return ([], []) }
        let oldShapes = (codable ? PersistedShapes.codable(of: pair.old) : .journal(of: pair.old)).shapes
        let newShapes = (codable ? PersistedShapes.codable(of: pair.new) : .journal(of: pair.new)).shapes
        var changes: [APIChange] = []
        var migrated: [APIChange] = []
        if pair.old.isDurable, pair.old.name != pair.new.name {
            changes.append(APIChange(kind: .machine, change: .renamed(from: pair.old.name), declaration: pair.new.name))
        }
        let oldNames = Set(oldShapes.map { "\($0.kind.rawValue) \($0.name)" })
        /// The new shape reading `old`'s records: the same name, or `renamed from` it while the old machine had no such case.
        func counterpart(of old: PersistedShapes.Shape) -> PersistedShapes.Shape? {
            newShapes.first { $0.kind == old.kind && $0.name == old.name }
                ?? newShapes.first {
                    $0.kind == old.kind && $0.formerName == old.name && !oldNames.contains("\($0.kind.rawValue) \($0.name)")
                }
        }
        // In the order a spec declares things, as API changes are listed.
        let order = DeclarationKind.allCases
        for old in oldShapes.sorted(by: { (order.firstIndex(of: $0.kind) ?? 0, $0.name) < (order.firstIndex(of: $1.kind) ?? 0, $1.name) }) {
            if let new = counterpart(of: old) {
                let renamed = new.name != old.name
                if new.payload(asRecordsOf: old) != old.payload || new.type != old.type {
                    changes.append(APIChange(kind: old.kind, change: .changed(from: old.signature), declaration: new.signature))
                } else if renamed || new.payload != old.payload {
                    let change: APIChange.Change = renamed ? .renamed(from: old.signature) : .changed(from: old.signature)
                    migrated.append(APIChange(kind: old.kind, change: change, declaration: new.signature))
                }
            } else if old.kind == .effect, let effect = pair.new.effects.first(where: { $0.name == old.name || $0.formerName == old.name })
            {
                changes.append(APIChange(kind: .effect, change: .changed(from: old.signature + " durable"), declaration: effect.specText))
            } else {
                changes.append(APIChange(kind: old.kind, change: .removed, declaration: old.signature))
            }
        }
        let read = Set(oldShapes.compactMap { counterpart(of: $0).map { "\($0.kind.rawValue) \($0.name)" } })
        for new in newShapes where new.kind == .contextField && !read.contains("\(new.kind.rawValue) \(new.name)") {
            if case .optional = new.type { continue }
            changes.append(APIChange(kind: .contextField, change: .added, declaration: new.signature))
        }
        return (changes + RegionComparison.persistedChanges(pair), migrated)
    }
}

extension PersistedShapes.Shape {
    /// The payload as the new conformance reads `old`'s records: each label under the name the
    /// record holds it by, its former one where the record lacks the current one.
    fileprivate func payload(asRecordsOf old: PersistedShapes.Shape) -> [String: String] {
        Dictionary(
            payload.map { label, type in
                (old.payload[label] == nil ? formerLabels[label] ?? label : label, type)
            }
        ) { first, _ in first }
    }
}

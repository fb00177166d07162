/// A diff as one JSON document for scripts, keys in a fixed order so the bytes are the same
/// on every machine:
///
///     {"spec": "checkout.sm", "differs": true, "api": [...], "persisted": [...], "migrated": [...], "behaviour": [...],
///      "analysis": [...], "notes": [...]}
///
/// `"persisted"` lists what old records cannot survive (what `--fail-on-persisted-change` fails
/// on); `"migrated"` what they survive through the new spec's `renamed from`.
///
/// `"complete": false` follows `differs` when a search for inputs gave up (`diff` exits 3).
public enum DiffJSON {
    public static func render(_ diff: MachineDiff, title: String) -> String {
        let api = diff.apiChanges.map(apiChange)
        let persisted = diff.persistedDataChanges.map(apiChange)
        let migrated = diff.persistedDataMigrations.map(apiChange)
        let analysis = diff.analysisChanges.map { change in
            object(
                [
                    ("change", change.appeared ? "appeared" : "resolved"), ("id", change.id),
                    ("message", change.message),
                ],
                raw: [("line", String(change.line))])
        }
        let notes = diff.notes.map { DiagnosticJSON.string($0.text) }
        return "{\n  \"spec\": \(DiagnosticJSON.string(title)),\n  \"differs\": \(diff.differs),\n"
            + (diff.isComplete ? "" : "  \"complete\": false,\n")
            + "  \"api\": \(list(api)),\n  \"persisted\": \(list(persisted)),\n  \"migrated\": \(list(migrated)),\n"
            + "  \"behaviour\": \(list(diff.behaviourChanges.map(behaviour))),\n"
            + "  \"analysis\": \(list(analysis)),\n  \"notes\": \(list(notes))\n}\n"
    }

    private static func apiChange(_ change: APIChange) -> String {
        var fields = [("kind", change.kind.rawValue), ("declaration", change.declaration)]
        switch change.change {
        case .added: fields.insert(("change", "added"), at: 0)
        case .removed: fields.insert(("change", "removed"), at: 0)
        case .renamed(let old): fields = [("change", "renamed")] + fields + [("from", old)]
        case .changed(let old): fields = [("change", "changed")] + fields + [("from", old)]
        }
        return object(fields)
    }

    private static func behaviour(_ change: BehaviourChange) -> String {
        // `"kind"`, then `"region"` in a machine with regions.
        func kind(_ name: String) -> [(String, String)] {
            [("kind", name)] + (change.region.map { [("region", $0)] } ?? [])
        }
        switch change {
        case .start(let start):
            return object(kind("start") + [("before", start.before), ("after", start.after)])
        case .cell(let cell):
            let variants = cell.variants.map { variant in
                object(
                    [("before", variant.before), ("after", variant.after)]
                        + (variant.witness.map { [("witness", $0)] } ?? [])
                        + (variant.restart.map { [("restarts", $0.summary)] } ?? []))
            }
            return object(
                kind("cell") + [("state", cell.state), ("event", cell.event)],
                raw: [("variants", "[" + variants.joined(separator: ", ") + "]")])
        case .timedWork(let change):
            let states = change.states.map(DiagnosticJSON.string).joined(separator: ", ")
            return object(
                kind("timedWork") + [("summary", change.summary), ("before", change.before), ("after", change.after)]
                    + (change.witness.map { [("witness", $0)] } ?? []), raw: [("states", "[" + states + "]")])
        case .eventless(let change):
            return object(
                kind("eventless") + [
                    ("state", change.state), ("summary", change.summary), ("before", change.before), ("after", change.after),
                ])
        case .effectOrder(let change):
            let regions = change.regions.map(DiagnosticJSON.string).joined(separator: ", ")
            return object(
                kind("effectOrder") + (change.event.map { [("event", $0)] } ?? [])
                    + [("before", change.before), ("after", change.after), ("witness", change.witness)],
                raw: [("regions", "[" + regions + "]")])
        case .stateEffects(let change):
            let also = change.alsoIn.map(DiagnosticJSON.string).joined(separator: ", ")
            return object(
                kind(change.kind.rawValue) + [
                    ("state", change.state), ("before", change.before),
                    ("after", change.after),
                    ("witness", change.witness),
                ], raw: [("alsoIn", "[" + also + "]")])
        }
    }

    /// `fields` hold strings; `raw` members are JSON already (numbers, lists).
    private static func object(_ fields: [(String, String)], raw: [(String, String)] = []) -> String {
        let members =
            fields.map { "\(DiagnosticJSON.string($0.0)): \(DiagnosticJSON.string($0.1))" }
            + raw.map { "\(DiagnosticJSON.string($0.0)): \($0.1)" }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n    " + items.joined(separator: ",\n    ") + "\n  ]"
    }
}

/// A diff as Markdown for a pull-request comment: one heading per spec, then API changes,
/// persisted data, behaviour changes, analysis changes and notes, each section only when it has something.
/// A diff with nothing in it renders as nothing, or as one line when only the text changed.
/// Names, values and paths go into code spans and messages are escaped (``MarkdownText``):
/// a pull request cannot make the report link, show an image or mention anyone.
public enum DiffMarkdown {
    /// `title` names the spec, usually its path.
    public static func render(_ diff: MachineDiff, title: String) -> String {
        var sections: [String] = []
        func section(_ heading: String, _ items: [String]) {
            if !items.isEmpty {
                sections.append("### \(heading)\n\n" + items.joined(separator: "\n") + "\n")
            }
        }
        section("API changes", diff.apiChanges.map { "- " + $0.summary })
        if !diff.persistedDataChanges.isEmpty {
            section(
                "Persisted data",
                ["Records the old version wrote (journals, stored values) that this version cannot decode:\n"]
                    + diff.persistedDataChanges.map { "- " + $0.summary })
        }
        if !diff.persistedDataMigrations.isEmpty {
            section(
                "Persisted data migrated",
                ["Records the old version wrote that this version reads under their new names (`renamed from`):\n"]
                    + diff.persistedDataMigrations.map { "- " + $0.summary })
        }
        section("Behaviour changes", diff.behaviourChanges.map(item))
        section(
            "Analysis changes",
            diff.analysisChanges.map { change in
                "- \(change.appeared ? "new" : "resolved") \(code(change.id)) warning (line \(change.line)): "
                    + MarkdownText.plain(change.message)
            })
        section("Notes", diff.notes.map { "- " + $0.text })
        if !diff.isComplete {
            section("Incomplete", ["- " + incomplete])
        }
        if !diff.differs, diff.isComplete, diff.textChanged {
            sections.insert("The text changed; the behaviour and the API did not.\n", at: 0)
        }
        guard !sections.isEmpty else { return "" }
        return "## \(code(title))\n\n" + sections.joined(separator: "\n")
    }

    /// One behaviour change, named by its region in a machine with regions:
    /// "- in region `refresh`: `failed × pull`: ...".
    private static func item(_ change: BehaviourChange) -> String {
        guard let region = change.region else { return unplaced(change) }
        return "- in region \(code(region)): " + unplaced(change).dropFirst(2)
    }

    private static func unplaced(_ change: BehaviourChange) -> String {
        switch change {
        case .start(let start):
            return "- starts in \(code(start.after)), was \(code(start.before))"
        case .cell(let cell):
            let name = code("\(cell.state) × \(cell.event)")
            guard cell.variants.count > 1 else {
                return "- \(name): " + cell.variants.map(variant).joined()
            }
            return "- \(name):\n" + cell.variants.map { "  - " + variant($0) }.joined(separator: "\n")
        case .timedWork(let change):
            return "- " + change.summary
        case .eventless(let change):
            return "- " + change.summary
        case .effectOrder(let change):
            return
                "- \(change.event.map(code) ?? "starting"): the effects of regions \(change.regions.map(code).joined(separator: ", ")) come in their "
                + "new declaration order: \(code(change.before)) became \(code(change.after)) (for \(code(change.witness)))"
        case .stateEffects(let change):
            let verb = change.kind == .entry ? "entering" : "leaving"
            let also =
                change.alsoIn.isEmpty
                ? "" : "; also " + change.alsoIn.map(code).joined(separator: ", ")
            return
                "- \(verb) \(code(change.state)) performs \(code(change.after)), was \(code(change.before)) (for \(code(change.witness))\(also))"
        }
    }

    private static func variant(_ variant: CellChange.Variant) -> String {
        "\(code(variant.before)) became \(code(variant.after))"
            + (variant.witness.map { " (for \(code($0)))" } ?? "") + (variant.restart.map { "; " + $0.summary } ?? "")
    }

    private static func code(_ text: String) -> String { MarkdownText.code(text) }

    /// Said when a search for inputs gave up, so that no difference is not taken for none.
    static let incomplete =
        "the comparison is incomplete: a search for inputs gave up, so the machines may differ in ways not listed"
}

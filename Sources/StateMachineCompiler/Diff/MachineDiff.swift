/// What changed between two versions of a machine, as a reviewer reads it: the generated
/// API, the behaviour (decided by running both through the reference interpreter, so a
/// reformat or an equivalent rewrite is no change), the analyses' warnings, and notes.
public struct MachineDiff: Hashable, Sendable {
    public let apiChanges: [APIChange]
    /// For a durable machine (or one generated `codable`): what makes records written by the
    /// old version undecodable by the new one, in API-change terms.
    public let persistedDataChanges: [APIChange]
    /// Persisted cases and fields the new spec renamed with `renamed from`: the new version
    /// still reads what the old one wrote under the former names.
    public let persistedDataMigrations: [APIChange]
    /// Start first, then cells in the new spec's state and event order, then the start and the
    /// events whose effects from several regions come in another order, then timers and
    /// activities by state, then entry and exit.
    public let behaviourChanges: [BehaviourChange]
    public let analysisChanges: [AnalysisChange]
    /// Worth knowing, but no change: a group added or removed only adds or removes an `isNAME` helper.
    public let notes: [DiffNote]
    /// Whether the spec's text differs at all: a report of no change then says the text changed
    /// but the behaviour did not, so a reviewer knows the rewrite was compared.
    public let textChanged: Bool
    /// Whether every search for inputs finished: `false` when one gave up on its budget, so
    /// a difference may have gone unseen and "no change" cannot be claimed.
    public let isComplete: Bool

    /// Whether anything but notes differs: `diff` then exits 1.
    public var differs: Bool {
        !apiChanges.isEmpty || !persistedDataChanges.isEmpty || !persistedDataMigrations.isEmpty || !behaviourChanges.isEmpty
            || !analysisChanges.isEmpty
    }

    public init(
        apiChanges: [APIChange], behaviourChanges: [BehaviourChange], analysisChanges: [AnalysisChange],
        notes: [DiffNote], textChanged: Bool = false, persistedDataChanges: [APIChange] = [],
        persistedDataMigrations: [APIChange] = [], isComplete: Bool = true
    ) {
        self.apiChanges = apiChanges
        self.persistedDataChanges = persistedDataChanges
        self.persistedDataMigrations = persistedDataMigrations
        self.behaviourChanges = behaviourChanges
        self.analysisChanges = analysisChanges
        self.notes = notes
        self.textChanged = textChanged
        self.isComplete = isComplete
    }

    /// Compares two checked specs; `nil` when either has errors (there is no machine to compare).
    /// `codable`: the machine is generated `Codable`, so the app may store any of its values.
    public static func compare(old: CheckResult, new: CheckResult, codable: Bool = false) -> MachineDiff? {
        guard let oldMachine = old.machine, let newMachine = new.machine else { return nil }
        let pair = MachinePair(old: oldMachine, new: newMachine)
        var complete = true
        let persisted = PersistedDataComparison.changes(pair, codable: codable)
        return MachineDiff(
            apiChanges: DeclarationComparison.changes(pair), behaviourChanges: behaviour(pair, complete: &complete),
            analysisChanges: AnalysisComparison.changes(old: old, new: new),
            notes: DeclarationComparison.notes(pair), textChanged: old.file.bytes != new.file.bytes,
            persistedDataChanges: persisted.undecodable, persistedDataMigrations: persisted.migrated, isComplete: complete)
    }

    /// Each kind of behaviour, compared on its own; entry and exit differences are gathered
    /// from every place they show, so each is reported once.
    private static func behaviour(_ pair: MachinePair, complete: inout Bool) -> [BehaviourChange] {
        var stateEffects = StateEffectsCollector()
        let start = StartComparison.changes(pair, stateEffects: &stateEffects)
        let cells = CellComparison.changes(pair, stateEffects: &stateEffects, complete: &complete)
        let timedWork = TimedWorkComparison.changes(pair, stateEffects: &stateEffects)
        return start.map(BehaviourChange.start) + cells.map(BehaviourChange.cell)
            + EffectOrderComparison.changes(pair).map(BehaviourChange.effectOrder) + timedWork.map(BehaviourChange.timedWork)
            + EventlessComparison.changes(pair).map(BehaviourChange.eventless)
            + stateEffects.changes.map { change in
                var inRegion = change
                inRegion.region = pair.regionName(ofNewState: change.state)
                return BehaviourChange.stateEffects(inRegion)
            }
    }
}

/// Not a change, but a reviewer should know.
public enum DiffNote: Hashable, Sendable {
    case groupAdded(String)
    case groupRemoved(String)

    public var text: String {
        switch self {
        case .groupAdded(let name):
            return "group \(MarkdownText.code(name)) added: `State` gains \(MarkdownText.code(StateGroup.propertyName(for: name)))"
        case .groupRemoved(let name):
            return "group \(MarkdownText.code(name)) removed: `State` loses \(MarkdownText.code(StateGroup.propertyName(for: name)))"
        }
    }
}

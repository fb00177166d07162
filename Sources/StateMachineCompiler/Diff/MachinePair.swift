/// The two machines a diff compares, with what every comparison needs of both: which case
/// is which, and an interpreter each.
struct MachinePair {
    let old: Machine
    let new: Machine
    let correspondence: CaseCorrespondence
    /// In a machine with regions, each reads `in(...)` with the other regions standing in
    /// ``standing`` (see ``RegionStanding``), the same states on both sides.
    let oldInterpreter: Interpreter
    let newInterpreter: Interpreter
    /// Where every region of the new machine stands while one region's cell is run: its initial
    /// state; empty without regions.
    let standing: [RuntimeCase]

    init(old: Machine, new: Machine) {
        self.init(old: old, new: new, standing: RegionStanding.initial(of: new))
    }

    private init(old: Machine, new: Machine, standing: [RuntimeCase]) {
        self.old = old
        self.new = new
        self.standing = standing
        let correspondence = CaseCorrespondence(old: old, new: new)
        self.correspondence = correspondence
        oldInterpreter = RegionStanding.reading(
            Interpreter(old), RegionStanding.translated(standing, from: new, to: old, correspondence))
        newInterpreter = RegionStanding.reading(Interpreter(new), standing)
    }

    /// The pair with the new machine's regions standing in `standing` (one state per region)
    /// and the old machine's in the same states where it has them.
    func standing(in standing: [RuntimeCase]) -> MachinePair {
        MachinePair(old: old, new: new, standing: standing)
    }

    /// The name of the new machine's region holding state `state`; `nil` without regions.
    func regionName(ofNewState state: Int) -> String? {
        guard new.regionOfState.indices.contains(state), let region = new.regionOfState[state] else { return nil }
        return new.regionName(region)
    }

    /// The same, by the state's name in the new machine.
    func regionName(ofNewState name: String) -> String? {
        new.states.firstIndex { $0.name == name }.flatMap { regionName(ofNewState: $0) }
    }

    /// Old state and effect names as the new machine calls them (a renamed case by its new name).
    func newName(ofOldState state: Int) -> String {
        correspondence.states[state].map(new.stateName) ?? old.stateName(state)
    }

    func newName(ofOldEffect effect: Int) -> String {
        correspondence.effects[effect].map { new.effects[$0].name } ?? old.effects[effect].name
    }

    /// The state and event cases (new indices) that both machines have with payloads of the
    /// same types, paired with their old indices: the cells whose behaviour can be compared.
    var comparableCells: [(new: (state: Int, event: Int), old: (state: Int, event: Int))] {
        let states = comparable(correspondence.states, old.states, new.states)
        let events = comparableEvents
        return states.flatMap { state in
            events.map { event in ((state.new, event.new), (state.old, event.old)) }
        }
    }

    /// The event cases (new indices, in the new machine's order) both machines have with
    /// payloads of the same types, paired with their old indices.
    var comparableEvents: [(new: Int, old: Int)] {
        comparable(correspondence.events, old.events, new.events)
    }

    private func comparable(_ mapping: [Int: Int], _ old: [CaseDeclaration], _ new: [CaseDeclaration])
        -> [(new: Int, old: Int)]
    {
        mapping.filter { CaseCorrespondence.sameShape(old[$0.key], new[$0.value]) }
            .map { (new: $0.value, old: $0.key) }
            .sorted { $0.new < $1.new }
    }
}

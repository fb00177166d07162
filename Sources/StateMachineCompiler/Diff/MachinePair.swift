/// The two machines a diff compares, with what every comparison needs of both: which case
/// is which, and an interpreter each.
struct MachinePair {
    let old: Machine
    let new: Machine
    let correspondence: CaseCorrespondence
    let oldInterpreter: Interpreter
    let newInterpreter: Interpreter

    init(old: Machine, new: Machine) {
        self.old = old
        self.new = new
        correspondence = CaseCorrespondence(old: old, new: new)
        oldInterpreter = Interpreter(old)
        newInterpreter = Interpreter(new)
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
        let events = comparable(correspondence.events, old.events, new.events)
        return states.flatMap { state in
            events.map { event in ((state.new, event.new), (state.old, event.old)) }
        }
    }

    private func comparable(_ mapping: [Int: Int], _ old: [CaseDeclaration], _ new: [CaseDeclaration])
        -> [(new: Int, old: Int)]
    {
        mapping.filter { CaseCorrespondence.sameShape(old[$0.key], new[$0.value]) }
            .map { (new: $0.value, old: $0.key) }
            .sorted { $0.new < $1.new }
    }
}

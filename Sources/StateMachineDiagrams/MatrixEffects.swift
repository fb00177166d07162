import StateMachineCompiler

/// The effects a `->` row yields from one state, in the order the reducer yields them: the
/// exits of the state left and of the groups it leaves, the row's own, then the entries of
/// the groups and the state entered. Effects an exit or entry adds carry their origin,
/// `cancelFetch (exit fetching)`; one whose patterns or guard may not hold says when it
/// applies, `reportSlowQuote (entry waitingLonger if tracksSlowQuotes)`.
struct MatrixEffects {
    let machine: Machine
    private let declarations: StateEffectsIndex
    private let chains: [[Int]]

    init(machine: Machine) {
        self.machine = machine
        declarations = StateEffectsIndex(machine)
        chains = machine.groupChains
    }

    func names(from state: Int, to target: Int, own calls: [EffectCall]) -> [String] {
        let left = chain(of: state)
        let entered = chain(of: target)
        var names = marked(declarations.declarations(.exit, ofState: state), origin: "exit " + machine.stateName(state))
        for group in left where !entered.contains(group) {
            names += marked(declarations.declarations(.exit, ofGroup: group), origin: "exit " + machine.groups[group].name)
        }
        names += calls.map { machine.effects[$0.effect].name }
        for group in entered.reversed() where !left.contains(group) {
            names += marked(declarations.declarations(.entry, ofGroup: group), origin: "entry " + machine.groups[group].name)
        }
        return names + marked(declarations.declarations(.entry, ofState: target), origin: "entry " + machine.stateName(target))
    }

    private func chain(of state: Int) -> [Int] {
        chains.indices.contains(state) ? chains[state] : []
    }

    private func marked(_ declarations: [StateEffects], origin: String) -> [String] {
        declarations.flatMap { declaration in
            let condition = declaration.clause.isUnconditional ? "" : " if " + Self.condition(of: declaration)
            return declaration.clause.effects.map { "\(machine.effects[$0.effect].name) (\(origin)\(condition))" }
        }
    }

    /// The guard as written, or the patterns that must match when there is no guard.
    private static func condition(of declaration: StateEffects) -> String {
        if let guardExpression = declaration.clause.guardExpression { return guardExpression.specText }
        return "(" + declaration.patterns.map(\.specText).joined(separator: ", ") + ") matches"
    }
}

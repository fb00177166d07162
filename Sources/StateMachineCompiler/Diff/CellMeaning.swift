/// Everything the interpreter reads to decide one state case and event case, with cases
/// named as the new machine names them and without lines, row numbers or layout. Two cells
/// with equal meanings behave the same for every input, so only cells whose meanings differ
/// need inputs run through both machines; a one-row change to a large spec stays fast.
struct CellMeaning: Hashable {
    private struct Call: Hashable {
        let effect: String
        let arguments: [Value]
    }

    private struct RowMeaning: Hashable {
        let sourcePatterns: [Pattern]?
        let eventPatterns: [Pattern]?
        let guardExpression: GuardExpression?
        /// `nil` for `ignore`.
        let target: String?
        let updatesInPlace: Bool
        let arguments: [Value]
        let effects: [Call]
    }

    private struct DeclarationMeaning: Hashable {
        let patterns: [Pattern]
        let guardExpression: GuardExpression?
        let effects: [Call]
    }

    /// A state's groups (innermost first) and the entry or exit declarations of each, then its case's.
    private struct Surroundings: Hashable {
        let state: String
        let groups: [String]
        let groupDeclarations: [[DeclarationMeaning]]
        let declarations: [DeclarationMeaning]
    }

    private let rows: [RowMeaning]
    private let leaving: Surroundings
    private let entering: [Surroundings]

    /// `stateName` and `effectName` name the machine's cases as the new machine does.
    init(
        machine: Machine, interpreter: Interpreter, state: Int, event: Int, stateName: (Int) -> String,
        effectName: (Int) -> String
    ) {
        func calls(_ effects: [EffectCall]) -> [Call] {
            effects.map { Call(effect: effectName($0.effect), arguments: $0.arguments) }
        }
        func surroundings(_ state: Int, _ kind: StateEffects.Kind) -> Surroundings {
            let chain = machine.membership.groups(containing: state)
            let index = interpreter.stateEffectsIndex
            func meanings(_ declarations: [StateEffects]) -> [DeclarationMeaning] {
                declarations.map {
                    DeclarationMeaning(
                        patterns: $0.patterns, guardExpression: $0.clause.guardExpression, effects: calls($0.clause.effects))
                }
            }
            return Surroundings(
                state: stateName(state), groups: chain.map { machine.groups[$0].name },
                groupDeclarations: chain.map { meanings(index.declarations(kind, of: .group($0))) },
                declarations: meanings(index.declarations(kind, of: .state(state))))
        }
        let candidates = interpreter.candidates(state: state, event: event)
        rows = candidates.map { row in
            let sourcePatterns = row.sourcePatterns
            switch row.action {
            case .ignore:
                return RowMeaning(
                    sourcePatterns: sourcePatterns, eventPatterns: row.eventPatterns,
                    guardExpression: row.guardExpression, target: nil, updatesInPlace: false,
                    arguments: [], effects: [])
            case .transition(let target), .update(let target):
                return RowMeaning(
                    sourcePatterns: sourcePatterns, eventPatterns: row.eventPatterns,
                    guardExpression: row.guardExpression,
                    target: stateName(target), updatesInPlace: row.updatesInPlace, arguments: row.clause.targetArguments,
                    effects: calls(row.clause.effects))
            }
        }
        leaving = surroundings(state, .exit)
        var targets: [Int] = []
        for target in candidates.compactMap(\.target) where !targets.contains(target) { targets.append(target) }
        entering = targets.map { surroundings($0, .entry) }
    }
}

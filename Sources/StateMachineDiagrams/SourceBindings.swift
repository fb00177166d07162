import StateMachineCompiler

/// What a row's source pattern (or a state declaration's pattern) binds and requires, in
/// terms of the state's payload labels.
struct SourceBindings {
    /// Source-bound name → the label of the payload slot it binds.
    private(set) var labels: [String: String] = [:]
    /// `operationID == op` style checks the edge's ends cannot show.
    private(set) var conditions: [String] = []

    init(row: Row, machine: Machine) {
        guard case .state(let state) = row.source, let patterns = row.sourcePatterns, machine.states.indices.contains(state) else { return }
        bind(patterns, to: machine.states[state])
        for case .same(let name) in row.eventPatterns ?? [] {
            // `level == level` would read as always true: qualify a label the name spells.
            if let label = labels[name] { conditions.append("\(name) == \(label == name ? machine.stateName(state) + "." : "")\(label)") }
        }
    }

    /// What `entry`, `exit` or `during` matches on its state, `during uploading(file, _)`.
    init(declaration: StateEffects, machine: Machine) {
        guard case .state(let state) = declaration.source, let patterns = declaration.clause.statePatterns,
            machine.states.indices.contains(state)
        else { return }
        bind(patterns, to: machine.states[state])
    }

    private mutating func bind(_ patterns: [Pattern], to state: CaseDeclaration) {
        for (pattern, parameter) in zip(patterns, state.parameters) {
            switch pattern {
            case .bind(let name): labels[name] = parameter.name
            case .same(let name): conditions.append("\(parameter.name) == \(labels[name] ?? name)")
            case .literal(let literal): conditions.append("\(parameter.name) == \(literal.specText)")
            case .skip: break
            }
        }
    }

    func renamed(_ value: Value) -> Value {
        switch value {
        case .binding(let name): .binding(labels[name] ?? name)
        case .arithmetic(let op, let left, let right, let type): .arithmetic(op, renamed(left), renamed(right), type)
        case .context, .literal: value
        }
    }

    func renamed(_ expression: GuardExpression) -> GuardExpression {
        switch expression {
        case .value(let value): .value(renamed(value))
        case .inRegion(let test): .inRegion(renamed(test))
        case .not(let operand): .not(renamed(operand))
        case .equal(let left, let right): .equal(renamed(left), renamed(right))
        case .notEqual(let left, let right): .notEqual(renamed(left), renamed(right))
        case .ordering(let op, let left, let right): .ordering(op, renamed(left), renamed(right))
        case .and(let left, let right): .and(renamed(left), renamed(right))
        case .or(let left, let right): .or(renamed(left), renamed(right))
        }
    }

    /// `in(refreshing(id))` compares with names the row bound, spelled as the rest of the label spells them.
    private func renamed(_ test: RegionTest) -> RegionTest {
        guard case .state(let state, let patterns?) = test.target else { return test }
        let compared = patterns.map { pattern in
            guard case .same(let name) = pattern else { return pattern }
            return .same(labels[name] ?? name)
        }
        return RegionTest(target: .state(state, patterns: compared), region: test.region, name: test.name)
    }
}

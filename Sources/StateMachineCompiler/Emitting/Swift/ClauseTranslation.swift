/// How one clause reads in Swift: the conditions under which it applies (a row fires, an
/// entry or exit contributes), and its names spelled as the reducer's local bindings or
/// context fields.
struct ClauseTranslation {
    /// Each name the patterns bind, with the local that holds it: a handful per row,
    /// searched in a line rather than hashed.
    private let names: [(spec: String, local: String)]
    private let patternConditions: [String]
    private let guardExpression: GuardExpression?
    /// For `in(...)`: the regions' names and states' payloads.
    let machine: Machine
    /// What `in(...)` reads as the state before the event (see `ReducerSubject.regionsRead`).
    var regionsRead = Self.regionsBeforeEvent

    /// - Parameters:
    ///   - machine: the machine the clause belongs to, for the payload types.
    ///   - stateBindings: the Swift name bound to each used position of the state payload
    ///     (the source state's for a row, the state entered or left for an entry or exit).
    ///   - eventBindings: the same for the event payload.
    init(_ clause: Clause, in machine: Machine, stateBindings: PayloadBindings, eventBindings: PayloadBindings = .none) {
        var names: [(spec: String, local: String)] = []
        var conditions: [String] = []
        for match in clause.matches {
            switch match.payload {
            case .state(let state):
                Self.match(match.patterns, machine.states[state].parameters, stateBindings, names: &names, conditions: &conditions)
            case .event(let event):
                Self.match(match.patterns, machine.events[event].parameters, eventBindings, names: &names, conditions: &conditions)
            }
        }
        self.names = names
        self.patternConditions = conditions
        self.guardExpression = clause.guardExpression
        self.machine = machine
    }

    /// The local holding the value a pattern bound to `name`, if one did.
    private static func local(boundTo name: String, in names: [(spec: String, local: String)]) -> String? {
        names.first { $0.spec == name }?.local
    }

    private static func match(
        _ patterns: [Pattern], _ parameters: [Field], _ bindings: PayloadBindings,
        names: inout [(spec: String, local: String)], conditions: inout [String]
    ) {
        for (position, pattern) in patterns.enumerated() {
            guard let local = bindings[position].map(SwiftSyntax.identifier) else { continue }
            switch pattern {
            case .bind(let name): names.append((name, local))
            case .same(let name): conditions.append("\(local) == \(Self.local(boundTo: name, in: names) ?? name)")
            case .literal(.bool(let value)) where parameters[position].type == .bool:
                // `flag` and `!flag` read as a careful engineer writes them; `== true` does not.
                conditions.append(value ? local : "!" + local)
            case .literal(let literal): conditions.append("\(local) == \(SwiftSyntax.literal(literal))")
            case .skip: break
            }
        }
    }

    /// Whether the clause never applies: its guard, folded (see `foldingLiteralGuards`), is
    /// `false`. Its row is then written as a comment, and ``conditions`` is not written.
    var neverApplies: Bool { guardExpression?.literalBool == false }

    /// Everything that must hold for the row to fire, as `if` clauses; none for a guard folded
    /// to `true`, which as a condition would draw "will never be executed" from swiftc.
    var conditions: [String] {
        guard let guardExpression, guardExpression.literalBool != true else { return patternConditions }
        // A guard that is one `in(STATE)` reads best as the `case` pattern it is.
        if case .inRegion(let test) = guardExpression, let pattern = regionPattern(test) { return patternConditions + ["case " + pattern] }
        return patternConditions + [render(guardExpression, outer: .lowest)]
    }

    /// `.name(label: value, ...)`, or `.name` without arguments.
    func call(_ declaration: CaseDeclaration, _ arguments: [Value]) -> String {
        var call = SwiftText()
        appendCall(declaration, arguments, to: &call)
        return call.string
    }

    /// ``call(_:_:)`` appended to `text`, so that a row's line is built in one buffer.
    func appendCall(_ declaration: CaseDeclaration, _ arguments: [Value], to text: inout SwiftText) {
        text += "."
        text += SwiftSyntax.identifier(declaration.name)
        guard !arguments.isEmpty else { return }
        text += "("
        for (position, (parameter, argument)) in zip(declaration.parameters, arguments).enumerated() {
            if position > 0 { text += ", " }
            text += SwiftSyntax.argumentLabel(parameter.name)
            text += ": "
            appendValue(argument, to: &text)
        }
        text += ")"
    }

    func value(_ value: Value) -> String {
        var text = SwiftText()
        appendValue(value, to: &text)
        return text.string
    }

    private func appendValue(_ value: Value, to text: inout SwiftText) {
        switch value {
        case .binding(let name): text += Self.local(boundTo: name, in: names) ?? SwiftSyntax.identifier(name)
        case .context(let name):
            text += "context."
            text += SwiftSyntax.identifier(name)
        case .literal(let literal): text += SwiftSyntax.literal(literal)
        case .arithmetic(let op, let left, let right, _):
            appendValue(left, to: &text)
            text += " "
            text += op.rawValue
            text += " "
            appendValue(right, to: &text)
        }
    }

    /// Swift's binding strength for the operators guards may use.
    private enum Precedence: Int, Comparable {
        case lowest, disjunction, conjunction, comparison, prefix

        static func < (left: Precedence, right: Precedence) -> Bool { left.rawValue < right.rawValue }
    }

    private func render(_ expression: GuardExpression, outer: Precedence) -> String {
        let (text, precedence): (String, Precedence)
        switch expression {
        case .value(let value):
            return self.value(value)
        case .inRegion(let test):
            return regionCondition(test)
        case .not(let operand):
            // Swift reads `!!` as one operator that does not exist, so a negation of a negation
            // keeps the parentheses the spec gave it (or that `!!b` implies).
            if case .not = operand { return "!(" + render(operand, outer: .lowest) + ")" }
            return "!" + render(operand, outer: .prefix)
        case .equal(let left, let right), .notEqual(let left, let right):
            let op = if case .equal = expression { "==" } else { "!=" }
            // Comparisons do not associate, so a nested comparison keeps its parentheses.
            text = "\(render(left, outer: .prefix)) \(op) \(render(right, outer: .prefix))"
            precedence = .comparison
        case .ordering(let op, let left, let right):
            text = "\(render(left, outer: .prefix)) \(op.rawValue) \(render(right, outer: .prefix))"
            precedence = .comparison
        case .and(let left, let right):
            text = "\(render(left, outer: .conjunction)) && \(render(right, outer: .comparison))"
            precedence = .conjunction
        case .or(let left, let right):
            text = "\(render(left, outer: .disjunction)) || \(render(right, outer: .conjunction))"
            precedence = .disjunction
        }
        return precedence < outer ? "(\(text))" : text
    }
}

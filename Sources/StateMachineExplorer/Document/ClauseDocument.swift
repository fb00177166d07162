import StateMachineCompiler

/// The parts of a clause in the page's machine document: sources, patterns, values, guards
/// as expression trees, effect calls, literals and payload types.
enum ClauseDocument {
    static func clause(_ clause: Clause) -> ExplorerJSON {
        let matches = clause.matches.map { match -> ExplorerJSON in
            let payload: String
            switch match.payload {
            case .state: payload = "state"
            case .event: payload = "event"
            }
            return .object([("payload", .string(payload)), ("patterns", .array(match.patterns.map(pattern)))])
        }
        let effects = clause.effects.map { call -> ExplorerJSON in
            .object([("effect", .number(call.effect)), ("arguments", .array(call.arguments.map(value)))])
        }
        return .object([
            ("matches", .array(matches)), ("guard", clause.guardExpression.map(guardExpression) ?? .null),
            ("targetArguments", .array(clause.targetArguments.map(value))), ("effects", .array(effects)),
        ])
    }

    static func source(_ source: Source) -> ExplorerJSON {
        switch source {
        case .any: return .object([("any", .bool(true))])
        case .state(let state): return .object([("state", .number(state))])
        case .group(let group): return .object([("group", .number(group))])
        case .list(let items): return .object([("list", .array(items.map { Self.source($0.source) }))])
        }
    }

    static func pattern(_ pattern: Pattern) -> ExplorerJSON {
        switch pattern {
        case .bind(let name): return .object([("bind", .string(name))])
        case .same(let name): return .object([("same", .string(name))])
        case .skip: return .object([("skip", .bool(true))])
        case .literal(let literal): return .object([("literal", Self.literal(literal))])
        }
    }

    /// Integers as decimal text, so values beyond a JavaScript number's exact range survive.
    static func literal(_ literal: Literal) -> ExplorerJSON {
        switch literal {
        case .bool(let value): return .object([("bool", .bool(value))])
        case .integer(let value): return .object([("int", .string(value.description))])
        case .string(let value): return .object([("string", .string(value))])
        case .nil: return .object([("nil", .bool(true))])
        }
    }

    static func value(_ value: Value) -> ExplorerJSON {
        switch value {
        case .binding(let name): return .object([("binding", .string(name))])
        case .context(let name): return .object([("context", .string(name))])
        case .literal(let literal): return .object([("literal", Self.literal(literal))])
        case .arithmetic(let op, let left, let right, let type):
            return .object([
                ("arithmetic", .string(op.rawValue)), ("left", Self.value(left)), ("right", Self.value(right)),
                ("type", .string(type.rawValue)),
            ])
        }
    }

    static func guardExpression(_ expression: GuardExpression) -> ExplorerJSON {
        switch expression {
        case .value(let value): return .object([("value", Self.value(value))])
        case .not(let operand): return .object([("not", guardExpression(operand))])
        case .equal(let left, let right): return .object([("equal", .array([guardExpression(left), guardExpression(right)]))])
        case .notEqual(let left, let right): return .object([("notEqual", .array([guardExpression(left), guardExpression(right)]))])
        case .ordering(let op, let left, let right):
            return .object([("ordering", .string(op.rawValue)), ("left", guardExpression(left)), ("right", guardExpression(right))])
        case .and(let left, let right): return .object([("and", .array([guardExpression(left), guardExpression(right)]))])
        case .or(let left, let right): return .object([("or", .array([guardExpression(left), guardExpression(right)]))])
        case .inRegion(let test): return .object([("in", regionTest(test))])
        }
    }

    static func regionTest(_ test: RegionTest) -> ExplorerJSON {
        switch test.target {
        case .group(let group): return .object([("region", .number(test.region)), ("group", .number(group))])
        case .state(let state, let patterns):
            return .object([
                ("region", .number(test.region)), ("state", .number(state)),
                ("patterns", patterns.map { .array($0.map(pattern)) } ?? .null),
            ])
        }
    }

    /// `{"named": "Int", "args": []}`, `{"optional": T}`, `{"array": T}`, `{"dictionary": [K, V]}`;
    /// standard names without their module (`Swift.Int` is `Int`).
    static func type(_ type: SwiftType) -> ExplorerJSON {
        switch type {
        case .named(let name, let arguments):
            return .object([("named", .string(type.standardName ?? name)), ("args", .array(arguments.map(Self.type)))])
        case .optional(let wrapped): return .object([("optional", Self.type(wrapped))])
        case .array(let element): return .object([("array", Self.type(element))])
        case .dictionary(let key, let value): return .object([("dictionary", .array([Self.type(key), Self.type(value)]))])
        }
    }
}

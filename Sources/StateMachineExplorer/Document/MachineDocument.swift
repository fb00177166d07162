import StateMachineCompiler

/// The checked machine as the page's step engine reads it: a small, explicit, versioned JSON
/// encoding of the model (declarations with their payload types, groups, regions, initial
/// states, rows and entry/exit/during declarations with their clauses, timer names), written
/// from ``Machine`` alone. The page interprets it with the language's documented semantics;
/// nothing of the Swift emitter or the reference interpreter is shared, so the differential
/// test that runs both compares two independent readings of one model.
public enum MachineDocument {
    /// Raised when the encoding changes in a way an older page would misread.
    public static let version = 1

    public static func encode(_ machine: Machine) -> ExplorerJSON {
        let regions = machine.regions
        let regionOfState = machine.regionOfState
        let membership = machine.membership
        let states = machine.states.indices.map { index -> ExplorerJSON in
            let state = machine.states[index]
            return .object([
                ("name", .string(state.name)), ("fields", fields(state.parameters)), ("final", .bool(state.isFinal)),
                ("region", regionOfState[index].map(ExplorerJSON.number) ?? .null),
                ("groups", .array(membership.groups(containing: index).map(ExplorerJSON.number))),
            ])
        }
        let initials = machine.initials
        return .object([
            ("format", .string("statemachine-gen explorer machine")), ("version", .number(version)),
            ("name", .string(machine.name)), ("specFileName", .string(machine.specFileName)),
            ("context", machine.context.map(fields) ?? .null),
            ("states", .array(states)),
            ("events", .array(machine.events.map(declaration))),
            ("effects", .array(machine.effects.map(declaration))),
            ("groups", .array(machine.groups.map { .object([("name", .string($0.name)), ("region", .bool($0.isRegion))]) })),
            ("regions", .array(regions.map { .string(machine.groups[$0].name) })),
            ("initials", .array(initials.map(initial))),
            ("rows", .array(machine.rows.map(row))),
            ("stateEffects", .array(machine.stateEffects.map(stateEffects))),
            ("timerNames", .array(machine.timerNames.map(ExplorerJSON.string))),
        ])
    }

    static func declaration(_ declaration: CaseDeclaration) -> ExplorerJSON {
        .object([("name", .string(declaration.name)), ("fields", fields(declaration.parameters))])
    }

    static func fields(_ fields: [Field]) -> ExplorerJSON {
        .array(
            fields.map {
                .object([("name", .string($0.name)), ("type", ClauseDocument.type($0.type)), ("sensitive", .bool($0.isSensitive))])
            })
    }

    /// `values` is `null` when the initial state's payload comes from outside: the page fills in samples.
    static func initial(_ initial: InitialState) -> ExplorerJSON {
        .object([
            ("state", .number(initial.state)),
            ("values", initial.arguments.map { .array($0.map(ClauseDocument.literal)) } ?? .null),
        ])
    }

    static func row(_ row: Row) -> ExplorerJSON {
        let trigger: ExplorerJSON
        switch row.trigger {
        case .event(let event): trigger = .object([("event", .number(event))])
        case .after(.literal(let amount, let unit)):
            trigger = .object([("after", .object([("milliseconds", .number(amount * unit.milliseconds))]))])
        case .after(.field(let name)): trigger = .object([("after", .object([("field", .string(name))]))])
        case .always: trigger = .object([("always", .bool(true))])
        case .completion(let group): trigger = .object([("done", .number(group))])
        }
        let action: ExplorerJSON
        switch row.action {
        case .transition(let target): action = .object([("transition", .number(target))])
        case .update(let state): action = .object([("update", .number(state))])
        case .ignore: action = .object([("ignore", .bool(true))])
        }
        return .object([
            ("line", .number(row.line)), ("text", .string(row.text)), ("source", ClauseDocument.source(row.source)),
            ("trigger", trigger), ("action", action), ("clause", ClauseDocument.clause(row.clause)),
        ])
    }

    static func stateEffects(_ declaration: StateEffects) -> ExplorerJSON {
        .object([
            ("kind", .string(declaration.kind.rawValue)), ("source", ClauseDocument.source(declaration.source)),
            ("clause", ClauseDocument.clause(declaration.clause)), ("line", .number(declaration.line)),
            ("text", .string(declaration.text)),
        ])
    }
}

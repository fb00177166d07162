import StateMachineCompiler

/// Hand-built machines, so the emitters are tested without the front end.
enum DiagramFixtures {
    static func field(_ name: String, _ type: String) -> Field {
        Field(name: name, type: .named(type, arguments: []))
    }

    static func declaration(_ name: String, _ parameters: [Field] = [], isFinal: Bool = false) -> CaseDeclaration {
        CaseDeclaration(name: name, parameters: parameters, isFinal: isFinal, line: 1)
    }

    /// A three-state door: a guard, an effect, a final state, an `ignore` row, a `*` row.
    ///
    ///     machine Door
    ///     initial closed
    ///     state closed
    ///     state open(by: String)
    ///     state broken final
    ///     event push(who: String)
    ///     event kick
    ///     effect chime(who: String)
    ///     closed on push(who) [who != "nobody"] -> open(who) / chime(who)
    ///     open on push ignore
    ///     * on kick -> broken
    static let door = Machine(
        name: "Door", specFileName: "door.sm", context: nil,
        states: [declaration("closed"), declaration("open", [field("by", "String")]), declaration("broken", isFinal: true)],
        events: [declaration("push", [field("who", "String")]), declaration("kick")],
        effects: [declaration("chime", [field("who", "String")])],
        initial: InitialState(state: 0, arguments: nil),
        rows: [
            HandBuilt.row(
                index: 0, line: 9, source: .state(0, patterns: nil), event: 0, eventPatterns: [.bind("who")],
                guardExpression: .notEqual(.value(.binding("who")), .value(.literal(.string("nobody")))),
                action: .transition(target: 1, arguments: [.binding("who")], effects: [EffectCall(effect: 0, arguments: [.binding("who")])])
            ),
            HandBuilt.row(
                index: 1, line: 10, source: .state(1, patterns: nil), event: 0, eventPatterns: nil, guardExpression: nil, action: .ignore),
            HandBuilt.row(
                index: 2, line: 11, source: .any, event: 1, eventPatterns: nil, guardExpression: nil,
                action: .transition(target: 2, arguments: [], effects: [])),
        ])

    /// The text every escaping test leans on: every character DOT or Mermaid treats specially.
    static let nastyString = "say \"hi\" \\ <b>{x}|y: a;b #1; %% caf\u{E9} \u{2713}  two"

    /// Held-out machine with names that are keywords in DOT, Mermaid or Swift, literals full
    /// of special characters, `*` rows of both kinds, literal initial values and a final
    /// state with an `ignore` row.
    ///
    ///     machine Tricky
    ///     context { limit: Int }
    ///     initial default(false)
    ///     state default(flag: Bool)
    ///     state note(text: String)
    ///     state direction
    ///     state graph(items: [[Choice]]?)
    ///     state end final
    ///     event go(text: String)
    ///     event reset
    ///     event tick
    ///     event edge(n: Int)
    ///     effect log(message: String)
    ///     default(f) on go(t) [t == NASTY && !f] -> note(t) / log("direction TB")
    ///     default on go [limit != -3 || (limit == 0) == false] ignore
    ///     note(t) on edge(n) [n == limit] -> direction / log(t), log("ok")
    ///     direction on go(_) -> graph(nil)
    ///     graph on edge(5) -> end
    ///     * on reset -> default(true)
    ///     * on tick ignore
    ///     end on tick ignore
    static let tricky: Machine = {
        let choiceGrid = SwiftType.optional(.array(.array(.named("Choice", arguments: []))))
        let variable = { (name: String) in GuardExpression.value(.binding(name)) }
        let limit = GuardExpression.value(.context("limit"))
        let integer = { (value: Int) in GuardExpression.value(.literal(.integer(IntegerValue(value)))) }
        let log = { (value: Value) in EffectCall(effect: 0, arguments: [value]) }
        return Machine(
            name: "Tricky", specFileName: "tricky.sm", context: [field("limit", "Int")],
            states: [
                declaration("default", [field("flag", "Bool")]), declaration("note", [field("text", "String")]),
                declaration("direction"), declaration("graph", [Field(name: "items", type: choiceGrid)]),
                declaration("end", isFinal: true),
            ],
            events: [
                declaration("go", [field("text", "String")]), declaration("reset"), declaration("tick"),
                declaration("edge", [field("n", "Int")]),
            ],
            effects: [declaration("log", [field("message", "String")])],
            initial: InitialState(state: 0, arguments: [.bool(false)]),
            rows: [
                HandBuilt.row(
                    index: 0, line: 14, source: .state(0, patterns: [.bind("f")]), event: 0, eventPatterns: [.bind("t")],
                    guardExpression: .and(.equal(variable("t"), .value(.literal(.string(nastyString)))), .not(variable("f"))),
                    action: .transition(target: 1, arguments: [.binding("t")], effects: [log(.literal(.string("direction TB")))])),
                HandBuilt.row(
                    index: 1, line: 15, source: .state(0, patterns: nil), event: 0, eventPatterns: nil,
                    guardExpression: .or(.notEqual(limit, integer(-3)), .equal(.equal(limit, integer(0)), .value(.literal(.bool(false))))),
                    action: .ignore),
                HandBuilt.row(
                    index: 2, line: 16, source: .state(1, patterns: [.bind("t")]), event: 3, eventPatterns: [.bind("n")],
                    guardExpression: .equal(variable("n"), limit),
                    action: .transition(target: 2, arguments: [], effects: [log(.binding("t")), log(.literal(.string("ok")))])),
                HandBuilt.row(
                    index: 3, line: 17, source: .state(2, patterns: nil), event: 0, eventPatterns: [.skip], guardExpression: nil,
                    action: .transition(target: 3, arguments: [.literal(.nil)], effects: [])),
                HandBuilt.row(
                    index: 4, line: 18, source: .state(3, patterns: nil), event: 3, eventPatterns: [.literal(.integer(5))],
                    guardExpression: nil, action: .transition(target: 4, arguments: [], effects: [])),
                HandBuilt.row(
                    index: 5, line: 19, source: .any, event: 1, eventPatterns: nil, guardExpression: nil,
                    action: .transition(target: 0, arguments: [.literal(.bool(true))], effects: [])),
                HandBuilt.row(index: 6, line: 20, source: .any, event: 2, eventPatterns: nil, guardExpression: nil, action: .ignore),
                HandBuilt.row(
                    index: 7, line: 21, source: .state(4, patterns: nil), event: 2, eventPatterns: nil, guardExpression: nil,
                    action: .ignore),
            ])
    }()
}

@testable import StateMachineCompiler

/// The example machines written out as checked models, so the interpreter and the tables
/// can be tested without the parser.
enum HandBuilt {
    static let uuid = SwiftType.named("UUID", arguments: [])
    static let int = SwiftType.named("Int", arguments: [])

    static func field(_ name: String, _ type: SwiftType) -> Field {
        Field(name: name, type: type)
    }

    static func declaration(_ name: String, _ parameters: [Field] = [], final: Bool = false, line: Int = 1) -> CaseDeclaration {
        CaseDeclaration(name: name, parameters: parameters, isFinal: final, line: line)
    }

    /// A row; `index` is filled in by ``machine(_:context:states:events:effects:rows:)``.
    static func row(
        _ line: Int, _ source: Source, _ event: Int, _ eventPatterns: [Pattern]?,
        guard guardExpression: GuardExpression? = nil, _ action: Action
    ) -> Row {
        row(line: line, source: source, event: event, eventPatterns: eventPatterns, guardExpression: guardExpression, action: action)
    }

    static func machine(
        _ name: String, context: [Field]? = nil, states: [CaseDeclaration], events: [CaseDeclaration],
        effects: [CaseDeclaration] = [], rows: [Row]
    ) -> Machine {
        Machine(
            name: name, specFileName: name.lowercased() + ".sm", context: context, states: states, events: events,
            effects: effects, initial: InitialState(state: 0, arguments: nil), rows: []
        ).withRenumberedRows(rows)
    }

    /// specs/checkout.sm
    static let checkout = machine(
        "Checkout",
        context: [field("checkoutID", uuid), field("quoteRevision", int), field("hasValidAddress", .bool)],
        states: [
            declaration("draft", line: 13), declaration("submitting", [field("operationID", uuid)], line: 14),
            declaration("reconciling", [field("operationID", uuid)], line: 15),
            declaration("confirmed", [field("orderID", uuid)], final: true, line: 16),
            declaration("rejected", [field("message", .string)], line: 17),
        ],
        events: [
            declaration("submitTapped", [field("operationID", uuid)]),
            declaration("submitAccepted", [field("operationID", uuid), field("orderID", uuid)]),
            declaration("submitRejected", [field("operationID", uuid), field("message", .string)]),
            declaration("submitOutcomeUnknown", [field("operationID", uuid)]),
            declaration("reconciliationFound", [field("operationID", uuid), field("orderID", uuid)]),
            declaration("reconciliationNotFound", [field("operationID", uuid)]),
        ],
        effects: [
            declaration("submit", [field("checkoutID", uuid), field("quoteRevision", int), field("operationID", uuid)]),
            declaration("reconcile", [field("checkoutID", uuid), field("operationID", uuid)]),
        ],
        rows: [
            row(29, .state(0, patterns: nil), 0, [.bind("op")], guard: .value(.context("hasValidAddress")), submitTo(1)),
            row(30, .state(4, patterns: nil), 0, [.bind("op")], guard: .value(.context("hasValidAddress")), submitTo(1)),
            row(31, .state(1, patterns: nil), 0, nil, .ignore),
            row(32, .state(1, patterns: [.bind("op")]), 1, [.same("op"), .bind("order")], to(3, .binding("order"))),
            row(33, .state(1, patterns: [.bind("op")]), 2, [.same("op"), .bind("reason")], to(4, .binding("reason"))),
            row(
                34, .state(1, patterns: [.bind("op")]), 3, [.same("op")],
                .transition(
                    target: 2, arguments: [.binding("op")],
                    effects: [
                        EffectCall(effect: 1, arguments: [.context("checkoutID"), .binding("op")])
                    ])),
            row(35, .state(2, patterns: nil), 0, nil, .ignore),
            row(36, .state(2, patterns: [.bind("op")]), 4, [.same("op"), .bind("order")], to(3, .binding("order"))),
            row(37, .state(2, patterns: [.bind("op")]), 5, [.same("op")], to(0)),
            row(38, .state(3, patterns: nil), 1, nil, .ignore),
        ])

    /// specs/favorite.sm
    static let favorite = machine(
        "Favorite",
        states: [
            declaration("idle", [field("confirmed", .bool)], line: 7),
            declaration("saving", [field("confirmed", .bool), field("desired", .bool), field("operationID", uuid)], line: 8),
            declaration("syncing", [field("confirmed", .bool)], line: 9),
        ],
        events: [
            declaration("toggle", [field("desired", .bool), field("operationID", uuid)]),
            declaration("saved", [field("operationID", uuid), field("value", .bool)]),
            declaration("rejected", [field("operationID", uuid)]),
            declaration("outcomeUnknown", [field("operationID", uuid)]),
            declaration("serverValueLoaded", [field("value", .bool)]),
            declaration("sessionReplaced", [field("value", .bool)]),
        ],
        effects: [declaration("save", [field("operationID", uuid), field("desired", .bool)]), declaration("reload")],
        rows: [
            row(
                21, .state(0, patterns: [.bind("c")]), 0, [.bind("d"), .bind("op")],
                .transition(
                    target: 1, arguments: [.binding("c"), .binding("d"), .binding("op")],
                    effects: [
                        EffectCall(effect: 0, arguments: [.binding("op"), .binding("d")])
                    ])),
            row(22, .state(1, patterns: nil), 0, nil, .ignore),
            row(23, .state(2, patterns: nil), 0, nil, .ignore),
            row(24, .state(1, patterns: [.skip, .skip, .bind("op")]), 1, [.same("op"), .bind("v")], to(0, .binding("v"))),
            row(25, .state(1, patterns: [.bind("c"), .skip, .bind("op")]), 2, [.same("op")], to(0, .binding("c"))),
            row(
                26, .state(1, patterns: [.bind("c"), .skip, .bind("op")]), 3, [.same("op")],
                .transition(target: 2, arguments: [.binding("c")], effects: [EffectCall(effect: 1, arguments: [])])),
            row(27, .state(2, patterns: nil), 4, [.bind("v")], to(0, .binding("v"))),
            row(28, .any, 5, [.bind("v")], to(0, .binding("v"))),
        ])

    static func to(_ target: Int, _ arguments: Value...) -> Action {
        .transition(target: target, arguments: arguments, effects: [])
    }

    private static func submitTo(_ target: Int) -> Action {
        .transition(
            target: target, arguments: [.binding("op")],
            effects: [
                EffectCall(effect: 0, arguments: [.context("checkoutID"), .context("quoteRevision"), .binding("op")])
            ])
    }
}

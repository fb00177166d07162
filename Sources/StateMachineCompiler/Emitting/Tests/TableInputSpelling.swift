/// How a transition-table suite spells one kind of input in its generated support code:
/// events go through `reduce(_:on:)`, timers through `reduce(_:after:)`. The check loop,
/// the entry type and the located factory are the same shape for both.
struct TableInputSpelling: Sendable {
    /// The checking function, e.g. `check`.
    let checkFunction: String
    /// The case type, e.g. `Entry`.
    let entryType: String
    /// The located factory each case line calls, e.g. `entry`.
    let factory: String
    /// The entry's input field and the machine's nested type it holds, e.g. `event`/`Event`.
    let field: String
    let fieldType: String
    /// The reducer's argument label and the word a failing case prints, e.g. `on`.
    let label: String
    /// The doc comment above the checking function, the entry type and the factory.
    let checkDoc: [String]
    let entryDoc: @Sendable (_ hasContext: Bool) -> [String]
    let factoryDoc: [String]

    static let event = TableInputSpelling(
        checkFunction: "check", entryType: "Entry", factory: "entry", field: "event", fieldType: "Event", label: "on",
        checkDoc: [
            "/// Sends each case's event to its state and compares with the table; a failure",
            "/// names the case and is reported at the case's line in this file.",
        ],
        entryDoc: { hasContext in
            [
                "/// One case: a state, an event\(hasContext ? " and a context" : ""), the outcome the reducer must return and",
                "/// the state it must leave.",
            ]
        },
        factoryDoc: [
            "// One call per case: each argument gets its type from the parameter, which keeps",
            "// type-checking of a long table fast; the defaults record the call's own line.",
        ])

    static let timer = TableInputSpelling(
        checkFunction: "checkTimers", entryType: "TimerEntry", factory: "timer", field: "timer", fieldType: "Timer", label: "after",
        checkDoc: [
            "/// Fires each case's timer in its state and compares with the table; a failure",
            "/// names the case and is reported at the case's line in this file.",
        ],
        entryDoc: { hasContext in
            [
                "/// One timer case: a state, a timer\(hasContext ? " and a context" : ""), the outcome the reducer must",
                "/// return when the timer fires there and the state it must leave.",
            ]
        },
        factoryDoc: ["// One call per timer case, typed and located like `entry(...)`."])
}

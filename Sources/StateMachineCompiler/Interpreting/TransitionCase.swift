/// One case of a transition table: an input and what the spec says it does.
public struct TransitionCase: Hashable, Sendable {
    public let state: RuntimeCase
    public let event: RuntimeCase
    /// One value per context field; empty when the spec has no context block.
    public let context: [RuntimeValue]
    public let outcome: RuntimeOutcome
    public let next: RuntimeCase
    /// Why the case is in the table; several when different aims led to the same input.
    public let reasons: [CaseReason]

    public init(
        state: RuntimeCase, event: RuntimeCase, context: [RuntimeValue], outcome: RuntimeOutcome,
        next: RuntimeCase, reasons: [CaseReason]
    ) {
        self.state = state
        self.event = event
        self.context = context
        self.outcome = outcome
        self.next = next
        self.reasons = reasons
    }
}

/// What a case checks, and the spec row it is about (`line` is `nil` for a pair of
/// state and event that no row handles).
public struct CaseReason: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// No row names this state and event.
        case noRow
        /// The row fires.
        case fires
        /// The row's conditions hold but an earlier candidate fires first.
        case shadowed
        /// The event sent again from the state the row produced: a duplicate callback.
        case replay
        /// The repeated name has a different value than where it was bound.
        case repeatedName(String)
        /// The value differs from the literal.
        case literal(Literal)
        /// The guard does not hold.
        case guardFails
        /// A timer fires in a state outside its `after` row's source: it must change nothing.
        case notInSource
        /// A `->` row fires back into its own case: the case's exit and entry effects run.
        case reentry
        /// A row fires whose transition runs this `entry` or `exit` declaration, and it holds.
        case contributes(StateEffects.Kind)
        /// The same, but the declaration's literal, repeated name or guard does not hold.
        case withheld(StateEffects.Kind)
    }

    public let line: Int?
    public let kind: Kind

    public init(line: Int?, kind: Kind) {
        self.line = line
        self.kind = kind
    }
}

/// One case of a machine's timer table: a timer firing in a state, and what the spec says it does.
public struct TimerCase: Hashable, Sendable {
    public let state: RuntimeCase
    /// The timer's position in ``Machine/timedRows`` (the generated `Timer` enum's case).
    public let timer: Int
    /// One value per context field; empty when the spec has no context block.
    public let context: [RuntimeValue]
    public let outcome: RuntimeOutcome
    public let next: RuntimeCase
    /// Why the case is in the table: the `after` row's line with `fires`, `notInSource`,
    /// or a condition of the row that does not hold; or the line of an `entry` or `exit`
    /// the timer's move runs, which contributes or does not.
    public let reasons: [CaseReason]

    public init(
        state: RuntimeCase, timer: Int, context: [RuntimeValue], outcome: RuntimeOutcome, next: RuntimeCase,
        reasons: [CaseReason]
    ) {
        self.state = state
        self.timer = timer
        self.context = context
        self.outcome = outcome
        self.next = next
        self.reasons = reasons
    }
}

/// What a diagram shows. Both the DOT and the Mermaid emitter honour the same options.
public struct DiagramOptions: Hashable, Sendable {
    /// How much of each row an edge label shows, after SMC's graph levels.
    public enum Detail: String, CaseIterable, Hashable, Sendable {
        /// Event names only; states show their payload labels.
        case events
        /// Adds the patterns a row matches and its guard: `submitting(op) on submitAccepted(op, order) [ok]`.
        case guards
        /// Adds target arguments, effects and payload types: everything the row says.
        case full
    }

    public var detail: Detail
    /// `ignore` rows are drawn as dashed self-loops; `false` leaves them out.
    public var showsIgnoreRows: Bool

    public init(detail: Detail = .full, showsIgnoreRows: Bool = true) {
        self.detail = detail
        self.showsIgnoreRows = showsIgnoreRows
    }
}

/// Where each part of a checked ``Machine`` is written in its spec.
///
/// The checker fills it while it builds the machine, so analyses that run on the model
/// can point at the spec without the syntax tree. Arrays are indexed like the machine's.
public struct MachineSourceMap: Hashable, Sendable {
    /// The ranges of one row's parts.
    public struct RowRanges: Hashable, Sendable {
        /// The whole row, from its source to its last token.
        public let row: SourceRange
        /// The source state's name, or `*`.
        public let source: SourceRange
        public let guardExpression: SourceRange?
        /// Where each name is first bound by the row's patterns.
        public let bindings: [String: SourceRange]

        public init(row: SourceRange, source: SourceRange, guardExpression: SourceRange?, bindings: [String: SourceRange]) {
            self.row = row
            self.source = source
            self.guardExpression = guardExpression
            self.bindings = bindings
        }
    }

    /// The ranges of one `entry` or `exit` declaration's parts.
    public struct StateEffectsRanges: Hashable, Sendable {
        /// From the keyword to the last effect.
        public let declaration: SourceRange
        public let guardExpression: SourceRange?
        /// Where each name is first bound by the source's patterns.
        public let bindings: [String: SourceRange]

        public init(declaration: SourceRange, guardExpression: SourceRange?, bindings: [String: SourceRange]) {
            self.declaration = declaration
            self.guardExpression = guardExpression
            self.bindings = bindings
        }
    }

    /// The name in each `state`, `event` and `effect` declaration.
    public let states: [SourceRange]
    public let events: [SourceRange]
    public let effects: [SourceRange]
    public let rows: [RowRanges]
    /// The name in each `group` declaration.
    public let groups: [SourceRange]
    /// Indexed like the machine's `stateEffects`.
    public let stateEffects: [StateEffectsRanges]
    /// Indexed like the machine's `delayedRows`.
    public let delayedRows: [RowRanges]

    public init(
        states: [SourceRange], events: [SourceRange], effects: [SourceRange], rows: [RowRanges],
        groups: [SourceRange] = [], stateEffects: [StateEffectsRanges] = [], delayedRows: [RowRanges] = []
    ) {
        self.states = states
        self.events = events
        self.effects = effects
        self.rows = rows
        self.groups = groups
        self.stateEffects = stateEffects
        self.delayedRows = delayedRows
    }
}

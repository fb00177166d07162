/// Where each part of a checked ``Machine`` is written in its spec.
///
/// The checker fills it while it builds the machine, so analyses that run on the model
/// can point at the spec without the syntax tree. Arrays are indexed like the machine's.
public struct MachineSourceMap: Hashable, Sendable {
    /// The ranges of a clause's parts, whatever construct holds it.
    public struct ClauseRanges: Hashable, Sendable {
        public let guardExpression: SourceRange?
        /// Where each name is first bound by the clause's patterns, in binding order.
        public let bindings: [Binding]
        /// Where each `in(...)` of the guard is written, left to right.
        public let regionTests: [SourceRange]

        public init(guardExpression: SourceRange?, bindings: [Binding], regionTests: [SourceRange] = []) {
            self.guardExpression = guardExpression
            self.bindings = bindings
            self.regionTests = regionTests
        }

        /// A name a pattern binds, and where it is first bound.
        public struct Binding: Hashable, Sendable {
            public let name: String
            public let range: SourceRange

            public init(name: String, range: SourceRange) {
                self.name = name
                self.range = range
            }
        }

        /// Where `name` is first bound, if a pattern binds it: a clause binds a handful of names.
        public func range(ofBinding name: String) -> SourceRange? {
            bindings.first { $0.name == name }?.range
        }
    }

    /// The ranges of one row's parts.
    public struct RowRanges: Hashable, Sendable {
        /// The whole row, from its source to its last token.
        public let row: SourceRange
        /// The source state's name, or `*`.
        public let source: SourceRange
        public let clause: ClauseRanges

        public init(row: SourceRange, source: SourceRange, clause: ClauseRanges) {
            self.row = row
            self.source = source
            self.clause = clause
        }
    }

    /// The ranges of one `entry` or `exit` declaration's parts.
    public struct StateEffectsRanges: Hashable, Sendable {
        /// From the keyword to the last effect.
        public let declaration: SourceRange
        public let clause: ClauseRanges

        public init(declaration: SourceRange, clause: ClauseRanges) {
            self.declaration = declaration
            self.clause = clause
        }
    }

    /// The name in the `machine` declaration.
    public let machineName: SourceRange
    /// The name in each `state`, `event` and `effect` declaration.
    public let states: [SourceRange]
    public let events: [SourceRange]
    public let effects: [SourceRange]
    public let rows: [RowRanges]
    /// The name in each `group` declaration.
    public let groups: [SourceRange]
    /// Indexed like the machine's `stateEffects`.
    public let stateEffects: [StateEffectsRanges]

    public init(
        states: [SourceRange], events: [SourceRange], effects: [SourceRange], rows: [RowRanges],
        groups: [SourceRange] = [], stateEffects: [StateEffectsRanges] = [], machineName: SourceRange = SourceRange(start: 0, end: 0)
    ) {
        self.machineName = machineName
        self.states = states
        self.events = events
        self.effects = effects
        self.rows = rows
        self.groups = groups
        self.stateEffects = stateEffects
    }
}

extension MachineSourceMap {
    /// Where the parts of the owner's clause are written.
    public func ranges(of owner: ClauseOwner) -> ClauseRanges {
        switch owner {
        case .row(let row): return rows[row].clause
        case .stateEffects(let declaration): return stateEffects[declaration].clause
        }
    }
}

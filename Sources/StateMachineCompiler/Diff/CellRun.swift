/// A state or effect value named rather than numbered, so two machines' values compare.
struct NamedCase: Hashable {
    let name: String
    let values: [RuntimeValue]
}

/// What a row itself decides for one input: the outcome, the next state and its own effects.
struct RowOutcome: Hashable {
    enum Kind: Hashable {
        case transitioned, ignored, rejected, unhandled
        /// A sum overflows: the generated reducer traps.
        case traps
    }

    let kind: Kind
    let next: NamedCase?
    let effects: [NamedCase]
    /// A `stays` row: the state's payload changed in place, nothing left or entered, so its
    /// timers and activities keep running where a `->` row back into it restarts them.
    var stays = false
}

/// What one input does in one machine, in names both machines share: the row's outcome,
/// and the exit and entry effects the transition runs around the row's own.
struct CellRun {
    let row: RowOutcome
    let exitEffects: [NamedCase]
    let entryEffects: [NamedCase]
    /// The row that fired, by index in its own machine; `nil` when none did.
    let firedRow: Int?

    /// Whether two runs are the same behaviour (whichever rows fired).
    func behavesLike(_ other: CellRun) -> Bool {
        row == other.row && exitEffects == other.exitEffects && entryEffects == other.entryEffects
    }

    init(
        row: RowOutcome, exitEffects: [NamedCase] = [], entryEffects: [NamedCase] = [], firedRow: Int?
    ) {
        self.row = row
        self.exitEffects = exitEffects
        self.entryEffects = entryEffects
        self.firedRow = firedRow
    }
}

extension Interpreter {
    /// Runs one input, naming states and effects with `stateName` and `effectName`.
    func run(_ input: Input, stateName: (Int) -> String, effectName: (Int) -> String) -> CellRun {
        func effects(_ values: some Sequence<RuntimeCase>) -> [NamedCase] {
            values.map { NamedCase(name: effectName($0.index), values: $0.values) }
        }
        func quiet(_ kind: RowOutcome.Kind) -> RowOutcome {
            RowOutcome(kind: kind, next: nil, effects: [])
        }
        do {
            let step = try step(from: input.state, on: input.event, context: input.context)
            switch step.outcome {
            case .transitioned(let all):
                let fields = contextValues(input.context)
                let exit = try exitEffects(leaving: input.state, for: step.state, context: fields)
                let entry = try entryEffects(entering: step.state, from: input.state, context: fields)
                let next = NamedCase(name: stateName(step.state.index), values: step.state.values)
                let own = RowOutcome(
                    kind: .transitioned, next: next,
                    effects: effects(all.dropFirst(exit.count).dropLast(entry.count)))
                return CellRun(
                    row: own, exitEffects: effects(exit), entryEffects: effects(entry),
                    firedRow: step.firedRow)
            case .updated(let own):
                let next = NamedCase(name: stateName(step.state.index), values: step.state.values)
                return CellRun(
                    row: RowOutcome(kind: .transitioned, next: next, effects: effects(own), stays: true), firedRow: step.firedRow)
            case .ignored: return CellRun(row: quiet(.ignored), firedRow: step.firedRow)
            case .rejected: return CellRun(row: quiet(.rejected), firedRow: nil)
            case .unhandled: return CellRun(row: quiet(.unhandled), firedRow: nil)
            }
        } catch {
            return CellRun(row: quiet(.traps), firedRow: nil)
        }
    }
}

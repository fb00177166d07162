/// A place in an input that a row can look at.
enum Slot: Hashable, Comparable {
    // Declared in the order searches vary them: the event first, the context last, so
    // that most cases share one context and differ where a reviewer expects them to.
    case event(Int)
    case state(Int)
    case context(Int)
}

/// Everything one event is run on: the state, the event and the context.
struct Input: Hashable {
    var state: RuntimeCase
    var event: RuntimeCase
    var context: [RuntimeValue]

    subscript(slot: Slot) -> RuntimeValue {
        get {
            switch slot {
            case .event(let index): return event.values[index]
            case .state(let index): return state.values[index]
            case .context(let index): return context[index]
            }
        }
        set {
            switch slot {
            case .event(let index):
                var values = event.values
                values[index] = newValue
                event = RuntimeCase(event.index, values)
            case .state(let index):
                var values = state.values
                values[index] = newValue
                state = RuntimeCase(state.index, values)
            case .context(let index):
                context[index] = newValue
            }
        }
    }
}

/// The inputs for one state case and one event case: a default input whose slots hold
/// distinct samples where their types allow it, and the values each slot may try.
struct InputSpace {
    let base: Input
    private let types: [Slot: SwiftType]
    /// Per family, the first sample number no slot of the base input holds.
    private let fresh: [String: Int]

    init(machine: Machine, state: Int, event: Int) {
        self.init(machine: machine, state: state, event: event, eventParameters: machine.events[event].parameters)
    }

    /// The inputs of a timer in one state case. An `after` row reads no event, so the
    /// input's event is an empty stand-in that no clause looks at.
    init(machine: Machine, timerIn state: Int) {
        self.init(machine: machine, state: state, event: 0, eventParameters: [])
    }

    private init(machine: Machine, state: Int, event: Int, eventParameters: [Field]) {
        var types: [Slot: SwiftType] = [:]
        var used: [String: Int] = [:]
        func next(_ type: SwiftType) -> RuntimeValue {
            let family = Samples.family(of: type)
            let count = used[family, default: 0]
            used[family] = count + 1
            let supply = Samples.supply(of: type) ?? Int.max
            return Samples.sample(of: type, at: count % supply) ?? .nil
        }
        let context = (machine.context ?? []).enumerated().map { index, field in
            types[.context(index)] = field.type
            return next(field.type)
        }
        let stateValues = machine.states[state].parameters.enumerated().map { index, field in
            types[.state(index)] = field.type
            return next(field.type)
        }
        let eventValues = eventParameters.enumerated().map { index, field in
            types[.event(index)] = field.type
            return next(field.type)
        }
        self.base = Input(state: RuntimeCase(state, stateValues), event: RuntimeCase(event, eventValues), context: context)
        self.types = types
        self.fresh = used
    }

    /// The slots that decide whether any of `rows` fires, in the order searches vary them.
    func atoms(of rows: [Row], machine: Machine) -> [Slot] {
        var atoms: Set<Slot> = []
        for row in rows {
            let names = RowSlots(row: row, machine: machine)
            for (position, pattern) in row.clause.allPatterns.enumerated() {
                switch pattern {
                case .literal: atoms.insert(names.slot(atPattern: position))
                case .same(let name):
                    atoms.insert(names.slot(atPattern: position))
                    if let bound = names.slot(of: name) { atoms.insert(bound) }
                case .bind, .skip: continue
                }
            }
            atoms.formUnion(names.guardSlots)
        }
        return atoms.filter { types[$0] != nil }.sorted()
    }

    /// For each atom, the values to try besides its own: the other atoms' values of the
    /// same family (so equalities can hold), literals the rows compare it with, a value
    /// no slot holds yet (so a changed value reads as new), and a few plain samples.
    func alternatives(for atoms: [Slot], rows: [Row], machine: Machine) -> [Slot: [RuntimeValue]] {
        var literals: [Slot: [RuntimeValue]] = [:]
        for row in rows {
            let names = RowSlots(row: row, machine: machine)
            for (slot, literal) in names.comparedLiterals {
                literals[slot, default: []].append(RuntimeValue(literal))
            }
        }
        var result: [Slot: [RuntimeValue]] = [:]
        for atom in atoms {
            guard let type = types[atom] else { continue }
            let family = Samples.family(of: type)
            let peers = atoms.filter { $0 != atom && types[$0].map(Samples.family) == family }.map { base[$0] }
            let unused = Samples.sample(of: type, at: fresh[family, default: 0]).map { [$0] } ?? []
            let plain = (0..<3).compactMap { Samples.sample(of: type, at: $0) }
            var seen: Set<RuntimeValue> = [base[atom]]
            result[atom] = (peers + literals[atom, default: []] + unused + plain).filter { value in
                guard type.wrappedIfOptional != nil || value != .nil, admits(value, at: atom) else { return false }
                return seen.insert(value).inserted
            }
        }
        return result
    }

    /// Whether the slot's type holds the value: a number just below 0 is no `UInt8`.
    func admits(_ value: RuntimeValue, at slot: Slot) -> Bool {
        guard case .integer(let number) = value, let type = types[slot],
            let integer = IntegerType(type.wrappedIfOptional ?? type)
        else { return true }
        return integer.bounds.contains(number)
    }
}

extension RandomSpec {
    /// One row: from a state (with patterns), a group, a list or `*`; `->`, `ignore`, `stays` or `after`.
    mutating func row() -> String {
        let live = states.filter { !$0.isFinal }
        let source = random.pick(live)
        var bound: [Typed] = []
        let kind = random.below(8)
        if kind == 0, !groups.isEmpty {
            let group = random.pick(groups).name
            return "\(group) " + trigger(bound: &bound) + guardText(bound) + transition(bound: bound)
        }
        if kind == 1 {
            return "* " + trigger(bound: &bound) + guardText(bound) + random.pick([" ignore", transition(bound: bound)])
        }
        if kind == 2, live.count > 1 {
            let listed = random.shuffled(live).prefix(2).map(\.name).joined(separator: ", ")
            return listed + " " + trigger(bound: &bound) + guardText(bound) + transition(bound: bound)
        }
        let patterns = self.patterns(source.fields, bound: &bound)
        let head = source.name + patterns
        if kind == 3 {
            return head + " after " + delay() + guardText(bound) + transition(bound: bound)
        }
        let on = " on " + event(bound: &bound) + guardText(bound)
        if kind == 4 {
            return head + on + " stays " + source.name + arguments(source.fields.map { value(of: $0.type, bound: bound) })
        }
        if kind == 5 { return head + on + " ignore" }
        return head + on + transition(bound: bound)
    }

    /// `on EVENT(...)` or, for a row without a single source state, sometimes `after`.
    private mutating func trigger(bound: inout [Typed]) -> String {
        random.below(4) == 0 ? "after " + delay() : "on " + event(bound: &bound)
    }

    private mutating func delay() -> String {
        !context.isEmpty && random.below(3) == 0 ? "c0" : random.pick(["5s", "300ms", "2min", "5s"])
    }

    private mutating func event(bound: inout [Typed]) -> String {
        let event = random.pick(events)
        return event.name + (random.below(3) == 0 ? "" : patterns(event.fields, bound: &bound))
    }

    /// A pattern per field: a new name, the same name again, a literal or `_`; sometimes none.
    mutating func patterns(_ fields: [Typed], bound: inout [Typed]) -> String {
        guard !fields.isEmpty, random.below(4) > 0 else { return "" }
        var written: [String] = []
        for field in fields {
            let same = bound.filter { $0.type == field.type }
            switch random.below(6) {
            case 0: written.append("_")
            case 1: written.append(literal(of: field.type))
            case 2 where !same.isEmpty: written.append(random.pick(same).name)
            default:
                let name = "b\(bound.count)"
                bound.append(Typed(name: name, type: field.type))
                written.append(name)
            }
        }
        return arguments(written)
    }

    /// `-> TARGET(...) / EFFECT(...), ...`
    mutating func transition(bound: [Typed]) -> String {
        let target = random.pick(states)
        var text = " -> " + target.name + arguments(target.fields.map { value(of: $0.type, bound: bound) })
        if random.below(2) == 0 { text += " / " + effectCalls(bound: bound) }
        return text
    }

    mutating func effectCalls(bound: [Typed]) -> String {
        (0..<(1 + random.below(2))).map { _ in
            let effect = random.pick(effects)
            return effect.name + arguments(effect.fields.map { value(of: $0.type, bound: bound) })
        }.joined(separator: ", ")
    }

    /// A bound name, a context field, a sum or a literal of `type`.
    mutating func value(of type: String, bound: [Typed]) -> String {
        let available = (bound + context).filter { $0.type == type }.map(\.name)
        if !available.isEmpty, random.below(3) > 0 {
            let name = random.pick(available)
            return type == "Int" && random.below(3) == 0 ? "\(name) + 1" : name
        }
        return literal(of: type)
    }

    /// ` [GUARD]` over bound names and the context, or nothing.
    mutating func guardText(_ bound: [Typed]) -> String {
        random.below(2) == 0 ? "" : " [" + condition(bound, depth: 0) + "]"
    }

    private mutating func condition(_ bound: [Typed], depth: Int) -> String {
        let values = bound + context
        let flags = values.filter { $0.type == "Bool" }.map(\.name)
        let numbers = values.filter { ["Int", "UInt8", "Double"].contains($0.type) }
        switch depth > 1 ? random.below(3) : random.below(7) {
        case 0 where !flags.isEmpty: return random.pick(flags)
        case 1 where !numbers.isEmpty:
            let number = random.pick(numbers)
            let other = numbers.filter { $0.type == number.type }.map(\.name)
            let right = random.below(2) == 0 ? random.pick(other) : literal(of: number.type == "UInt8" ? "UInt8" : "Int")
            return "\(number.name) \(random.pick(["<", "<=", ">", ">=", "==", "!="])) \(right)"
        case 2 where numbers.contains { $0.type == "Int" }:
            let name = random.pick(numbers.filter { $0.type == "Int" }).name
            return "\(name) - 1 \(random.pick(["<", "==", ">="])) \(random.pick(["0", name]))"
        case 3 where !flags.isEmpty:
            let flag = random.pick(flags)
            return random.pick(["!\(flag)", "!!\(flag)", "!(!\(flag))"])
        case 4: return "!(" + condition(bound, depth: depth + 1) + ")"
        case 5: return condition(bound, depth: depth + 1) + " && " + condition(bound, depth: depth + 1)
        case 6: return "(" + condition(bound, depth: depth + 1) + " || " + condition(bound, depth: depth + 1) + ")"
        default: return random.pick(["true", "false"])
        }
    }

    /// `entry`, `exit` or `during` on a state (with patterns) or a group.
    mutating func stateEffects() -> String {
        let keyword = random.pick(["entry", "exit", "during"])
        var bound: [Typed] = []
        var source: String
        if !groups.isEmpty, random.below(3) == 0 {
            source = random.pick(groups).name
        } else {
            let state = random.pick(states.filter { keyword != "during" || !$0.isFinal })
            source = state.name + (keyword == "during" ? "" : patterns(state.fields, bound: &bound))
            if keyword == "during", !state.fields.isEmpty, random.below(2) == 0 {
                bound = state.fields.enumerated().map { Typed(name: "d\($0.offset)", type: $0.element.type) }
                source += arguments(bound.map(\.name))
            }
        }
        let guarded = keyword == "during" ? "" : guardText(bound)
        return "\(keyword) \(source)\(guarded) / " + effectCalls(bound: bound)
    }
}

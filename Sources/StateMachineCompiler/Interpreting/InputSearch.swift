/// Finds an input that meets a goal by changing as few slots of a starting input as
/// possible: first none, then each slot alone, then each pair, and so on, every slot
/// trying its alternatives in order. The first hit is the simplest case to read.
struct InputSearch {
    let atoms: [Slot]
    let alternatives: [Slot: [RuntimeValue]]
    /// Goal evaluations one search may spend; past it the search gives up, so a machine
    /// with many constrained slots stays fast (and its tables merely less thorough).
    var budget = 20_000

    /// How a search ended: `gaveUp` when the budget ran out before every assignment was tried.
    enum Outcome {
        case found(Input)
        case none
        case gaveUp
    }

    func first(from start: Input, where goal: (Input) -> Bool) -> Input? {
        guard case .found(let input) = search(from: start, where: goal) else { return nil }
        return input
    }

    func search(from start: Input, where goal: (Input) -> Bool) -> Outcome {
        if goal(start) { return .found(start) }
        guard !atoms.isEmpty else { return .none }
        var remaining = budget
        for size in 1...atoms.count {
            var chosen = Array(0..<size)
            while true {
                if let found = tryEvery(assignmentOf: chosen.map { atoms[$0] }, from: start, remaining: &remaining, goal) {
                    return .found(found)
                }
                if remaining <= 0 { return .gaveUp }
                guard Self.advance(&chosen, below: atoms.count) else { break }
            }
        }
        return .none
    }

    /// Tries every combination of alternatives for `slots`, the last slot changing fastest.
    private func tryEvery(
        assignmentOf slots: [Slot], from start: Input, remaining: inout Int, _ goal: (Input) -> Bool
    ) -> Input? {
        let choices = slots.map { alternatives[$0, default: []] }
        guard choices.allSatisfy({ !$0.isEmpty }) else { return nil }
        var digits = Array(repeating: 0, count: slots.count)
        while remaining > 0 {
            var input = start
            for (position, slot) in slots.enumerated() {
                input[slot] = choices[position][digits[position]]
            }
            remaining -= 1
            if goal(input) { return input }
            var position = slots.count - 1
            while position >= 0 {
                digits[position] += 1
                if digits[position] < choices[position].count { break }
                digits[position] = 0
                position -= 1
            }
            if position < 0 { return nil }
        }
        return nil
    }

    /// Steps a sorted choice of indices to the next one in lexicographic order.
    private static func advance(_ chosen: inout [Int], below count: Int) -> Bool {
        var position = chosen.count - 1
        while position >= 0, chosen[position] == count - chosen.count + position {
            position -= 1
        }
        guard position >= 0 else { return false }
        chosen[position] += 1
        for later in (position + 1)..<chosen.count {
            chosen[later] = chosen[later - 1] + 1
        }
        return true
    }
}

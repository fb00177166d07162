/// The pairs of states two regions can be in at once, found by walking both from their
/// initial states together. One event moves each region by a row whose guard does not rule it
/// out, reading the other region's state for `in(...)`, or leaves the region where it is; an
/// `after` row moves its region alone. Whatever else a guard reads is taken to let the row
/// fire, so the pairs found include every pair the machine can be in (and maybe more): a pair
/// not found is one the machine is never in.
struct RegionPairs {
    /// Two regions whose states, multiplied, number more are not walked: every pair may be.
    static let pairLimit = 10_000

    private let machine: Machine
    private let regionStates: [[Int]]
    /// Per state, the `->` rows (for an event or after a delay) that are candidates in it.
    private let moves: [[Row]]
    /// Per pair of regions, lower number first: the pairs of states found, as `first * states + second`.
    private var walked: [[Int]: Set<Int>] = [:]

    init(_ machine: Machine) {
        self.machine = machine
        // Membership holds each region's states; filtering every state per region would cost
        // the square of the regions.
        let statesByRegion = machine.statesByRegion
        regionStates = machine.regionInitials.indices.map { statesByRegion.indices.contains($0) ? statesByRegion[$0] : [] }
        var moves = Array(repeating: [Row](), count: machine.states.count)
        for row in machine.rows {
            guard case .transition = row.action else { continue }
            for state in machine.membership.candidateStates(of: row) where moves.indices.contains(state) { moves[state].append(row) }
        }
        self.moves = moves
    }

    /// Whether region `first` can be in one of `firstStates` while region `second` is in one of `secondStates`.
    mutating func canBeTogether(_ first: Int, in firstStates: [Int], _ second: Int, in secondStates: [Int]) -> Bool {
        guard first != second, regionStates.indices.contains(first), regionStates.indices.contains(second),
            regionStates[first].count * regionStates[second].count <= Self.pairLimit
        else { return true }
        let (lower, upper) = first < second ? (firstStates, secondStates) : (secondStates, firstStates)
        let pairs = walk(min(first, second), max(first, second))
        let count = machine.states.count
        return lower.contains { state in upper.contains { pairs.contains(state * count + $0) } }
    }

    // Swift 6.3.1's optimizer crashes on this function in `-c release` (CopyPropagation, "Found
    // ownership error"); unoptimized, it costs little: it runs only for machines with regions.
    @_optimize(none)
    private mutating func walk(_ first: Int, _ second: Int) -> Set<Int> {
        if let pairs = walked[[first, second]] { return pairs }
        let count = machine.states.count
        let start = (machine.regionInitials[first].state, machine.regionInitials[second].state)
        var reached: Set<Int> = [start.0 * count + start.1]
        var pending = [start]
        func reach(_ pair: (Int, Int)) {
            if reached.insert(pair.0 * count + pair.1).inserted { pending.append(pair) }
        }
        while let (one, other) = pending.popLast() {
            for row in moves[one] where mayFire(row, reading: second, in: other) {
                guard let target = row.target else { continue }
                reach((target, other))
                // Both regions move on one event when each has a row for it.
                for otherRow in moves[other] where otherRow.event != nil && otherRow.event == row.event {
                    if mayFire(otherRow, reading: first, in: one), let otherTarget = otherRow.target { reach((target, otherTarget)) }
                }
            }
            for row in moves[other] where mayFire(row, reading: first, in: one) {
                if let target = row.target { reach((one, target)) }
            }
        }
        walked[[first, second]] = reached
        return reached
    }

    /// False when the row's guard cannot hold while `region` is in `state`.
    private func mayFire(_ row: Row, reading region: Int, in state: Int) -> Bool {
        guard let expression = row.guardExpression else { return true }
        return truth(of: expression, reading: region, in: state) != false
    }

    /// The guard's value when it depends only on where `region` is; `nil` when it depends on more.
    private func truth(of expression: GuardExpression, reading region: Int, in state: Int) -> Bool? {
        switch expression {
        case .inRegion(let test):
            guard test.region == region else { return nil }
            switch test.target {
            case .group(let group): return machine.membership.groups(containing: state).contains(group)
            case .state(let tested, let patterns):
                guard tested == state else { return false }
                return (patterns ?? []).allSatisfy { $0 == .skip } ? true : nil
            }
        case .not(let operand):
            return truth(of: operand, reading: region, in: state).map(!)
        case .and(let left, let right):
            let values = [truth(of: left, reading: region, in: state), truth(of: right, reading: region, in: state)]
            return values.contains(false) ? false : values.allSatisfy { $0 == true } ? true : nil
        case .or(let left, let right):
            let values = [truth(of: left, reading: region, in: state), truth(of: right, reading: region, in: state)]
            return values.contains(true) ? true : values.allSatisfy { $0 == false } ? false : nil
        case .value, .equal, .notEqual, .ordering:
            return nil
        }
    }
}

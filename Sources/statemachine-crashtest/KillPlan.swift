import SeededRandom
import StateMachineRuntime

/// Where each of the run's kills happens, chosen from the seed: at the n-th pass of an injected
/// crash point inside the persistence code, or by SIGKILL from outside after a delay.
enum Kill: Equatable {
    case at(CrashPoint, pass: Int)
    /// SIGKILL after the delay or, on a machine quick enough to outrun it, when the app sends its
    /// n-th request, whichever comes first: each kill lands while work remains, however idle the machine.
    case fromOutside(afterMilliseconds: Int, atTheLatestAtRequest: Int)

    /// The child's argument that arms an injected point; nil for a kill from outside.
    var childArgument: String? {
        guard case .at(let point, let pass) = self else { return nil }
        return "\(point.rawValue):\(pass)"
    }

    init?(childArgument: String) {
        let parts = childArgument.split(separator: ":")
        guard parts.count == 2, let point = CrashPoint(rawValue: String(parts[0])), let pass = Int(parts[1]), pass > 0 else {
            return nil
        }
        self = .at(point, pass: pass)
    }

    /// How the report names where the kill landed.
    var site: String {
        switch self {
        case .at(let point, _): point.rawValue
        case .fromOutside: "SIGKILL after a delay"
        }
    }

    /// `count` kills; every injected point and the outside kill come first in a seeded order, so
    /// that a run of five or more kills hits each of them.
    static func plan(count: Int, random: inout SplitMix64) -> [Kill] {
        let kinds: [Kill?] = CrashPoint.allCases.map { Kill.at($0, pass: 1) } + [nil]
        let order = random.shuffled(kinds) + (0..<max(0, count - kinds.count)).map { _ in random.pick(kinds) }
        return order.prefix(count).map { kind in
            guard case .at(let point, _) = kind else {
                return .fromOutside(afterMilliseconds: 5 + random.below(120), atTheLatestAtRequest: 1 + random.below(3))
            }
            return .at(point, pass: 1 + random.below(4))
        }
    }
}

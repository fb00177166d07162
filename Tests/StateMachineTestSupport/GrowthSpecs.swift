/// Synthetic specs of a size `n`, for tests that a spec twice as large costs about twice as
/// much: the shapes of machines that once grew faster than their text.
package enum GrowthSpecs {
    /// `n` regions of three states `aK`, `bK`, `cK` in a cycle, each region with an event of its
    /// own: the table of states × events would be the square of the regions.
    package static func regionsWithOwnEvents(_ n: Int) -> String {
        var text = "machine OwnEvents\n\ninitial " + (0..<n).map { "a\($0)" }.joined(separator: ", ") + "\n\n"
        for region in 0..<n {
            text += "state a\(region)\nstate b\(region)\nstate c\(region)\nregion r\(region) = a\(region), b\(region), c\(region)\n"
            text += "event e\(region)\n"
            text +=
                "a\(region) on e\(region) -> b\(region)\nb\(region) on e\(region) -> c\(region)\nc\(region) on e\(region) -> a\(region)\n\n"
        }
        return text
    }

    /// `n` regions of two states sharing two events, `go` and `back`, which fire in every region.
    package static func regionsSharingEvents(_ n: Int) -> String {
        var text = "machine SharedEvents\n\ninitial " + (0..<n).map { "x\($0)" }.joined(separator: ", ") + "\n\n"
        text += "event go\nevent back\n\n"
        for region in 0..<n {
            text += "state x\(region)\nstate y\(region)\nregion r\(region) = x\(region), y\(region)\n"
            text += "x\(region) on go -> y\(region)\ny\(region) on back -> x\(region)\n\n"
        }
        return text
    }

    /// `n` groups in chains of `depth` (`group cK_1 = cK_0`, …), each innermost group holding
    /// one state with a row; `n` is rounded down to whole chains.
    package static func groupChains(_ n: Int, depth: Int) -> String {
        let chains = max(1, n / depth)
        var text = "machine Chains\n\ninitial s0\n\nevent e\n\n"
        for chain in 0..<chains {
            text += "state s\(chain)\ngroup c\(chain)_0 = s\(chain)\n"
            for level in 1..<depth { text += "group c\(chain)_\(level) = c\(chain)_\(level - 1)\n" }
            text += "s\(chain) on e -> s\((chain + 1) % chains)\n\n"
        }
        return text
    }

    /// `n` states in a ring, each with a plain row, a guarded row binding the event's payload
    /// and a self-transition: rows grow with the states.
    package static func rows(_ n: Int) -> String {
        var text = "machine Rows\n\ncontext {\n    limit: Int\n}\n\ninitial s0\n\nevent next\nevent pick(amount: Int)\n\n"
        for state in 0..<n {
            let following = (state + 1) % n
            text += "state s\(state)\ns\(state) on next -> s\(following)\n"
            text += "s\(state) on pick(amount) [amount > limit] -> s\(following)\ns\(state) on pick(_) -> s\(state)\n\n"
        }
        return text
    }
}

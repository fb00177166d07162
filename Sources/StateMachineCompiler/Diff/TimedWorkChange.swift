/// A difference in what runs on the clock while the machine is in some states: a timer (its
/// delay, owner, or what it does when it fires) or the activities. Identical differences in
/// several states are one change naming them all.
public struct TimedWorkChange: Hashable, Sendable {
    public enum Subject: Hashable, Sendable {
        /// What the timer after this delay does when it fires: `after 300ms`.
        case firing(delay: String)
        /// Which timers run: one added, removed, or with another delay (`before` and `after`
        /// are the rows as written, or `none`).
        case timer
        /// Who owns the timer after this delay, which decides which moves restart it.
        case timerOwner(delay: String)
        /// The activities running in the state, with their owners.
        case activities
    }

    /// The states, by the new spec's names, in its declaration order.
    public let states: [String]
    public let subject: Subject
    public let before: String
    public let after: String
    /// The state value (and context) that shows the difference, when the subject alone does not.
    public let witness: String?
    /// The region of the states, in a machine with regions; `nil` without.
    public let region: String?

    public init(states: [String], subject: Subject, before: String, after: String, witness: String?, region: String? = nil) {
        self.states = states
        self.subject = subject
        self.before = before
        self.after = after
        self.witness = witness
        self.region = region
    }

    /// The change in the states of `region`.
    func inRegion(_ region: String?) -> TimedWorkChange {
        TimedWorkChange(states: states, subject: subject, before: before, after: after, witness: witness, region: region)
    }

    /// `in `waiting`, after 300ms: `→ searching(q)` became `→ idle``.
    public var summary: String {
        let place = "in " + states.map { "`\($0)`" }.joined(separator: ", ")
        let what: String
        switch subject {
        case .firing(let delay): what = "after \(delay)"
        case .timer: what = "a timer"
        case .timerOwner(let delay): what = "the timer after \(delay) belongs to"
        case .activities: what = "activities"
        }
        return "\(place), \(what): `\(before)` became `\(after)`" + (witness.map { " (for `\($0)`)" } ?? "")
    }

    /// Several states' changes with the same subject, sides, region and no witness as one.
    static func merged(_ changes: [TimedWorkChange]) -> [TimedWorkChange] {
        var merged: [TimedWorkChange] = []
        for change in changes {
            if change.witness == nil,
                let index = merged.firstIndex(where: {
                    $0.witness == nil && $0.subject == change.subject && $0.before == change.before && $0.after == change.after
                        && $0.region == change.region
                })
            {
                let existing = merged[index]
                merged[index] = TimedWorkChange(
                    states: existing.states + change.states.filter { !existing.states.contains($0) }, subject: change.subject,
                    before: change.before, after: change.after, witness: nil, region: change.region)
            } else {
                merged.append(change)
            }
        }
        return merged
    }
}

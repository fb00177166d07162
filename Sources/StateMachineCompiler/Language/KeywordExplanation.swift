/// What a contextual keyword does, as an editor's hover says it: the language's facts about
/// time and owned work, written once here for every front door.
enum KeywordExplanation {
    /// `after DELAY` on a row, with the generated timer's name once the machine checks.
    static func after(delay: String, timerName: String?) -> String {
        "`after \(delay)`: a timer, armed when the machine enters the source and cancelled when it leaves;"
            + " once \(delay) has passed it applies this row, its guard read then."
            + (timerName.map { " Generated as `Timer.\($0)`." } ?? "")
    }

    static let always =
        "`always`: an eventless row. Right after any step that changed the state, and when the machine starts,"
        + " the first `always` row of the state whose patterns and guard hold is taken as a `->` row, again until none holds;"
        + " its effects follow the step's."

    /// `GROUP done` on a row, naming the group as written.
    static func done(group: String) -> String {
        "`done`: a completion row. Once a step leaves the machine in a final state of `\(group)` (or it starts in one),"
            + " it is taken like an `always` row, right after that step, before any other event; it may leave the final state."
    }

    /// `history` or `deep history`, on a declaration or a row's target, for `group`.
    static func history(deep: Bool, group: String) -> String {
        let restored =
            deep
            ? "restores that exact state."
            : "restores the member of `\(group)` that held it: a member state as it was, a nested group at its first state."
        return "`\(deep ? "deep history" : "history")`: `\(group)` remembers the state it was last left from, payload included;"
            + " a row to `\(group) \(deep ? "deep history" : "history")` \(restored)"
            + " While `\(group)` was never left, the row enters the declaration's default."
    }

    static let stays =
        "`stays`: an update in place. The state's payload changes without leaving it: no exit or entry"
        + " effects, and its timers and activities keep running. The outcome is `.updated(effects:)`."

    /// `in(STATE)` in a guard, as written; `name`: the state or group it names.
    static func inState(written: String, name: String) -> String {
        "`\(written)`: true while the region holding `\(name)` is in it, as it was before this event:"
            + " every region chooses its row against the state before the event. It reads another region than the row's own."
    }

    /// `during SOURCE`, naming the states or groups as written.
    static func during(source: String) -> String {
        "`during`: an activity. Its effects start when the machine enters `\(source)`"
            + " (after the entry effects); the store cancels their tasks when the machine leaves it."
    }

    /// `renamed from OLD` after `renamed`, a case (`state 'sending'`) or a field (`payload label 'postID'`).
    static func renamedFrom(former: String, renamed: String) -> String {
        "`renamed from \(former)`: \(renamed) was called `\(former)`. The generated `Codable` conformance also reads"
            + " records written under `\(former)` (restored states, pending durable effects, stored values) and writes the"
            + " new name; `diff` reports the change as migrated. Delete it once no record written before the rename can remain."
    }
}

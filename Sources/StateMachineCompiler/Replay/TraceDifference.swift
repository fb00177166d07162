/// The first step of a trace where a spec does something other than what was recorded.
public struct TraceDifference: Hashable, Sendable {
    /// The step's number; 0 for where the trace starts.
    public let step: Int
    /// The line of the trace file that records it.
    public let line: Int
    /// The event or timer, as recorded; `nil` for the start.
    public let input: Trace.Input?
    /// What differs: `outcome`, `effects`, `state`, or why the step cannot be replayed at all.
    public let aspects: [String]
    /// The step as recorded: `outcome, effects [...], state REGION: NAME {FIELDS}, ...`, or the input.
    public let recorded: String
    /// The same as the spec does it, or why the spec cannot replay the step.
    public let replayed: String
    /// The values of the step's input replayed with a stand-in (`the redacted password`, `the
    /// fraction in total`): a row comparing one of them may choose differently than in the app.
    public let standIns: [String]

    /// `TRACE:LINE: step N, INPUT: SPEC differs in ASPECTS`, then both sides, one line each.
    public func rendered(trace: String, spec: String) -> String {
        let what = input.map { "step \(step), \($0.text)" } ?? "the start"
        var text = "\(trace):\(line): \(what): \(spec) differs in \(aspects.joined(separator: ", "))\n"
        text += "  recorded: \(recorded)\n"
        text += "  \(spec): \(replayed)\n"
        if !standIns.isEmpty {
            text += "  note: replayed with stand-ins for \(standIns.joined(separator: ", ")), which may explain it\n"
        }
        return text
    }
}

/// What replaying one trace on a spec found.
public enum TraceReplayResult: Hashable, Sendable {
    /// Every step did what was recorded.
    case agrees(steps: Int)
    /// The first step that differs; the steps after it are not replayed.
    case differs(TraceDifference)
}

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
    public let recorded: String
    public let replayed: String
    /// The `sensitive` fields the step's input gave as `<redacted>`, replayed with a stand-in:
    /// a row comparing one of them may choose differently than it did in the app.
    public let standIns: [String]

    /// `TRACE:LINE: step N, INPUT: SPEC differs in ASPECTS`, then both sides, one line each.
    public func rendered(trace: String, spec: String) -> String {
        let what = input.map { "step \(step), \($0.text)" } ?? "the start"
        var text = "\(trace):\(line): \(what): \(spec) differs in \(aspects.joined(separator: ", "))\n"
        text += "  recorded: \(recorded)\n"
        text += "  \(spec): \(replayed)\n"
        if !standIns.isEmpty {
            text += "  note: replayed with stand-ins for the redacted \(standIns.joined(separator: ", ")), which may explain it\n"
        }
        return text
    }
}

/// What replaying one trace on a spec found.
public enum TraceReplayResult: Hashable, Sendable {
    /// Every step did what was recorded.
    case agrees(steps: Int)
    case differs(TraceDifference)
}

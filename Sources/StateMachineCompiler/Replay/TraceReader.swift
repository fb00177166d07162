/// Reads a trace file's text into a ``Trace``; the first line that is not what a store writes
/// is an error at its line.
public enum TraceReader {
    /// Why a trace cannot be read: `line` (from 1) and what is wrong there.
    public struct Failure: Error, Hashable, Sendable {
        /// The line, from 1.
        public let line: Int
        /// What is wrong there, without the location.
        public let message: String

        /// `PATH:LINE: error: MESSAGE`, as the compiler reports a spec's errors.
        public func rendered(path: String) -> String { "\(path):\(line): error: \(message)\n" }
    }

    /// The versions of the line format this reader knows.
    public static let formatVersion = 1
    static let outcomes: Set<String> = ["transitioned", "updated", "ignored", "rejected", "unhandled"]

    /// The trace in `text`, a header line then one line per step; blank lines are skipped.
    public static func read(_ text: String) throws(Failure) -> Trace {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter {
            !$0.element.allSatisfy(\.isWhitespace)
        }
        guard let (headerIndex, headerText) = lines.first else {
            throw Failure(line: 1, message: "the trace is empty: a recorded trace starts with a header line")
        }
        let header = try object(headerText, line: headerIndex + 1)
        guard header["trace"]?.string == "statemachine-gen" else {
            throw Failure(line: headerIndex + 1, message: "not a trace header: expected \"trace\":\"statemachine-gen\"")
        }
        guard header["version"] == .integer(IntegerValue(formatVersion)) else {
            throw Failure(
                line: headerIndex + 1,
                message: "unknown trace version \(header["version"]?.text ?? "(none)"); this replay reads version \(formatVersion)")
        }
        let machine = try member("machine", of: header, line: headerIndex + 1, \.string, "a string")
        let start = try snapshot(header, line: headerIndex + 1, needsContext: true)
        var steps: [Trace.Step] = []
        for (index, text) in lines.dropFirst() {
            steps.append(try step(try object(text, line: index + 1), line: index + 1))
        }
        return Trace(machine: machine, start: start, steps: steps)
    }

    private static func step(_ fields: [String: TraceJSON], line: Int) throws(Failure) -> Trace.Step {
        guard case .integer(let number)? = fields["step"], let step = number.int else {
            throw Failure(line: line, message: "a step needs \"step\": its number")
        }
        let input = try member("input", of: fields, line: line, \.object, "an object")
        let applied: Trace.Input
        if let event = input["event"]?.string {
            let payload = input["fields"] ?? .object([:])
            guard let payload = payload.object else { throw Failure(line: line, message: "\"fields\" must be an object") }
            applied = .event(name: event, fields: payload)
        } else if let timer = input["timer"]?.string {
            applied = .timer(name: timer)
        } else {
            throw Failure(line: line, message: "\"input\" needs \"event\" or \"timer\"")
        }
        let outcome = try member("outcome", of: fields, line: line, \.string, "a string")
        guard outcomes.contains(outcome) else {
            throw Failure(
                line: line, message: "unknown outcome \"\(outcome)\"; expected one of \(outcomes.sorted().joined(separator: ", "))")
        }
        let effectValues = try member(
            "effects", of: fields, line: line, { if case .array(let values) = $0 { values } else { nil } }, "an array")
        let effects = effectValues.compactMap(\.string)
        guard effects.count == effectValues.count else { throw Failure(line: line, message: "\"effects\" must be strings") }
        let after = try snapshot(fields, line: line, needsContext: false)
        return Trace.Step(line: line, number: step, input: applied, outcome: outcome, effects: effects, after: after)
    }

    private static func snapshot(_ fields: [String: TraceJSON], line: Int, needsContext: Bool) throws(Failure) -> Trace.Snapshot {
        let names = try member("state", of: fields, line: line, \.object, "an object")
        let states = names.compactMapValues(\.string)
        guard states.count == names.count else { throw Failure(line: line, message: "\"state\" maps regions to state names") }
        var stateFields: Trace.StateFields? = nil
        if let given = fields["stateFields"] {
            let regions = given.object?.compactMapValues(\.object)
            guard let regions, regions.count == given.object?.count else {
                throw Failure(line: line, message: "\"stateFields\" maps regions to objects")
            }
            stateFields = regions
        }
        var context: [String: TraceJSON]? = nil
        if needsContext || fields["context"] != nil {
            context = try member("context", of: fields, line: line, \.object, "an object")
        }
        return Trace.Snapshot(states: states, fields: stateFields, context: context)
    }

    private static func object(_ text: Substring, line: Int) throws(Failure) -> [String: TraceJSON] {
        guard let value = TraceJSON.parse(text) else { throw Failure(line: line, message: "not a line of JSON") }
        guard let fields = value.object else { throw Failure(line: line, message: "expected a JSON object") }
        return fields
    }

    private static func member<Value>(
        _ name: String, of fields: [String: TraceJSON], line: Int, _ read: (TraceJSON) -> Value?, _ expected: String
    ) throws(Failure) -> Value {
        guard let value = fields[name] else { throw Failure(line: line, message: "missing \"\(name)\"") }
        guard let read = read(value) else { throw Failure(line: line, message: "\"\(name)\" must be \(expected)") }
        return read
    }
}

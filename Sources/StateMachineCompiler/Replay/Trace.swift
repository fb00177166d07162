/// A trace a `MachineStore` recorded (`recordTrace(to:)`), as `replay` reads it: where the
/// machine started, then every event or timer it applied with what that did.
public struct Trace: Hashable, Sendable {
    /// Region name to a state's fields by label (`state` for a machine without regions).
    public typealias StateFields = [String: [String: TraceJSON]]

    /// The machine's name, as the header line gives it.
    public let machine: String
    /// Where the store was when recording started, and the context it had.
    public let start: Snapshot
    /// Every applied input, in the order of the file.
    public let steps: [Step]

    /// A state of every region and the context.
    public struct Snapshot: Hashable, Sendable {
        /// Region name to state name (`state` for a machine without regions).
        public let states: [String: String]
        /// `nil` when the line gives no fields: only the names are compared.
        public let fields: StateFields?
        /// The context's fields by name; `nil` when the line does not give it (unchanged).
        public let context: [String: TraceJSON]?
    }

    /// One applied input and what it did.
    public struct Step: Hashable, Sendable {
        /// The line of the trace file (from 1).
        public let line: Int
        /// Its `step` number, as recorded.
        public let number: Int
        public let input: Input
        /// `transitioned`, `updated`, `ignored`, `rejected` or `unhandled`.
        public let outcome: String
        /// Each effect as Swift describes the generated `Effect`.
        public let effects: [String]
        /// The state after the input; its context is the one it read, when it had changed.
        public let after: Snapshot
    }

    /// What the store applied.
    public enum Input: Hashable, Sendable {
        /// An event by its case name, with its payload's fields by label.
        case event(name: String, fields: [String: TraceJSON])
        /// An `after` row's timer, by its generated `Timer` case name.
        case timer(name: String)

        /// `name(label: value, …)` with values as JSON, or `timer name`, for messages.
        public var text: String {
            switch self {
            case .timer(let name): return "timer \(name)"
            case .event(let name, let fields):
                guard !fields.isEmpty else { return name }
                return name + "(" + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.text)" }.joined(separator: ", ") + ")"
            }
        }
    }
}

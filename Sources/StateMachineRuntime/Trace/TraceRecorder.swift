import Foundation

/// Writes one store's trace: a header line, then one line per input the store applies, each
/// written before `send` returns, so a trace read after a crash ends at the last input applied.
///
/// The first write that fails ends the trace: a trace with a gap would replay as a different
/// run. The error is kept for ``MachineStore/traceFailure`` and nothing more is written.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class TraceRecorder<Machine: StateMachine> {
    /// The version of the line format, in the header; readers refuse versions they do not know.
    static var formatVersion: Int { 1 }

    private var handle: FileHandle?
    private var step = 0
    /// The context as last written, so that a step carries it only after it changed.
    private var writtenContext: TraceValue
    private(set) var failure: (any Error)?

    /// Creates (or empties) `file` and writes the header: the machine, the state and context it starts from.
    init(file: URL, state: Machine.State, context: Machine.Context) throws {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        let handle = try FileHandle(forWritingTo: file)
        let regions = TraceValue.regionsOf(state)
        writtenContext = TraceValue.contextOf(context)
        let header = TraceValue.object([
            ("trace", .string("statemachine-gen")), ("version", .number("\(Self.formatVersion)")),
            ("machine", .string(String(describing: Machine.self))), ("state", regions.names), ("stateFields", regions.fields),
            ("context", writtenContext),
        ])
        do {
            try handle.write(contentsOf: Data((header.json + "\n").utf8))
        } catch {
            try? handle.close()
            throw error
        }
        self.handle = handle
    }

    /// Writes the step for one applied input; nothing once the trace has ended.
    func record(
        _ input: EventRecord<Machine>.Input, outcome: Machine.Outcome, state: Machine.State, context: Machine.Context, fromEffect: Bool
    ) {
        guard let handle else { return }
        step += 1
        var members: [(String, TraceValue)] = [("step", .number("\(step)")), ("input", Self.input(input))]
        members.append(("outcome", .string(Self.outcomeName(outcome))))
        members.append(("effects", .array(outcome.effects.map { .string(String(describing: $0)) })))
        let regions = TraceValue.regionsOf(state)
        members += [("state", regions.names), ("stateFields", regions.fields)]
        members.append(("fromEffect", .bool(fromEffect)))
        let readContext = TraceValue.contextOf(context)
        if readContext != writtenContext {
            members.append(("context", readContext))
            writtenContext = readContext
        }
        do {
            try handle.write(contentsOf: Data((TraceValue.object(members).json + "\n").utf8))
        } catch {
            failure = error
            close()
        }
    }

    /// Ends the trace; what was written stays.
    func close() {
        try? handle?.close()
        handle = nil
    }

    private static func input(_ input: EventRecord<Machine>.Input) -> TraceValue {
        switch input {
        case .event(let event):
            let applied = TraceValue.caseOf(event)
            return .object([("event", .string(applied.name)), ("fields", .object(applied.fields))])
        case .timer(let timer):
            return .object([("timer", .string(String(describing: timer)))])
        }
    }

    /// The outcome as the trace names it: a `stays` row's is `updated`.
    private static func outcomeName(_ outcome: Machine.Outcome) -> String {
        outcome.kind == .transitioned && outcome.updatesInPlace ? "updated" : outcome.kind.rawValue
    }
}

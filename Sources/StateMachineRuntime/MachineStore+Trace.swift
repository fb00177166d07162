import Foundation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension MachineStore {
    /// Starts writing a trace of this store to `file` (created, or emptied if it exists): a
    /// header with the machine, the current state and the context, then one JSON line per
    /// event or timer the store applies, with its outcome, its effects and the state after it.
    /// `sensitive` values are written as `"<redacted>"`. `statemachine-gen replay SPEC FILE`
    /// checks a changed spec against it. A trace already being written ends first.
    ///
    /// Throws when the file cannot be created or the header not written. A later write that
    /// fails ends the trace and is kept in ``traceFailure``; the store carries on.
    public func recordTrace(to file: URL) throws {
        stopRecordingTrace()
        traceRecorder = try TraceRecorder(file: file, state: currentState, context: currentContext)
    }

    /// Ends the trace being written, if any; the file keeps every line written so far.
    public func stopRecordingTrace() {
        traceRecorder?.close()
        traceRecorder = nil
    }

    /// The error that ended the trace early: nil while it is written, or when none is.
    public var traceFailure: (any Error)? { traceRecorder?.failure }
}

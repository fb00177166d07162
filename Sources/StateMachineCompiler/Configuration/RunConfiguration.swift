/// What one run decides beyond its specs: how diagnostics are judged and how machines are
/// written. A target's `statemachine-gen.json` with the command's flags makes one
/// (``GeneratorConfiguration/run(access:warningsAsErrors:runtime:codable:)``); the language
/// server makes it from the same file, so the editor and the build judge a spec alike.
public struct RunConfiguration: Equatable, Sendable {
    /// Warnings reported as notes, by id (the configuration's `notes`); they never fail a run.
    public var demoted: Set<DiagnosticID>
    /// Every other warning fails the run as an error, keeping its id.
    public var warningsAsErrors: Bool
    public var emit: EmitOptions

    public init(demoted: Set<DiagnosticID> = [], warningsAsErrors: Bool = false, emit: EmitOptions = EmitOptions()) {
        self.demoted = demoted
        self.warningsAsErrors = warningsAsErrors
        self.emit = emit
    }
}

/// How a machine's files are spelled, and which are written.
public struct EmitOptions: Equatable, Sendable {
    public var access: SwiftMachineEmitter.AccessLevel
    /// State, Event, Effect and Context are `Codable`, in Swift's synthesized format.
    public var codable: Bool
    /// Each machine also gets its `StateMachineRuntime` conformance, which its tests then check.
    public var runtime: Bool

    public init(access: SwiftMachineEmitter.AccessLevel = .internal, codable: Bool = false, runtime: Bool = false) {
        self.access = access
        self.codable = codable
        self.runtime = runtime
    }
}

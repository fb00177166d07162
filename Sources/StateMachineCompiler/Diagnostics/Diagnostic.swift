/// A problem found in a spec: a value, so stages can collect, sort and test them.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A secondary location that explains the diagnostic ("first declared here").
    public struct Note: Hashable, Sendable {
        public let message: String
        public let range: SourceRange

        public init(_ message: String, at range: SourceRange) {
            self.message = message
            self.range = range
        }
    }

    public let severity: Severity
    /// A stable, kebab-case identifier such as `unknown-state`, shown after warnings.
    public let id: DiagnosticID
    public let message: String
    public let range: SourceRange
    public let notes: [Note]
    /// Edits that resolve it, such as the name a "did you mean" suggests; empty for most.
    public let fixIts: [FixIt]

    public init(
        _ severity: Severity, _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    public static func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: range, notes: notes, fixIts: fixIts)
    }

    public static func warning(_ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, id, message, at: range, notes: notes)
    }
}

/// The stable identifier of a kind of diagnostic.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

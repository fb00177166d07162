/// How `check` and `generate` judge and print diagnostics.
public struct CheckOptions: Equatable, Sendable {
    public enum Format: String, CaseIterable, Sendable {
        /// `PATH:LINE:COLUMN: error: MESSAGE` on standard error, as swiftc prints.
        case text
        /// One JSON document on standard output, for editors and CI annotations.
        case json
    }

    public var format: Format
    /// Warnings fail the run like errors, and nothing is generated.
    public var warningsAsErrors: Bool

    public init(format: Format = .text, warningsAsErrors: Bool = false) {
        self.format = format
        self.warningsAsErrors = warningsAsErrors
    }
}

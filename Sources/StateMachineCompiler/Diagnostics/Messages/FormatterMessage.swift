/// What the formatter reports when it leaves a spec as written.
package enum FormatterMessage: DiagnosticMessage {
    /// The layout would change the spec's tokens or comments, so it could change its meaning.
    case unsupported

    package var id: DiagnosticID {
        switch self {
        case .unsupported: .formatUnsupported
        }
    }

    package var text: String {
        switch self {
        case .unsupported: "the formatter cannot lay out this spec without changing its tokens; it was left as written"
        }
    }
}

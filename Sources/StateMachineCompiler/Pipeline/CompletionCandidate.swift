/// One thing an editor may offer at a cursor: a word of the language or a declared name,
/// with what it is and how it reads. The language server only spells it in the protocol.
package struct CompletionCandidate: Equatable, Sendable {
    package enum Kind: Sendable {
        case keyword, state, group, region, event, effect, contextField, boundName, payloadLabel, type
    }

    package let kind: Kind
    package let label: String
    /// `state loading(revision: Int)`, `group busy = loading, saving`, `timeout: Duration`.
    package let detail: String?
    /// The labels to insert as one name each after the label, so a pattern or call has the
    /// payload's count; empty to insert the label alone.
    package let payloadLabels: [String]

    init(_ kind: Kind, _ label: String, detail: String? = nil, payloadLabels: [String] = []) {
        self.kind = kind
        self.label = label
        self.detail = detail
        self.payloadLabels = payloadLabels
    }
}

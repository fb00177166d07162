/// A change to what the generated Swift declares: a case, a payload, a context field, a
/// group's members, the machine's name. Reviewers read these first: callers must change.
public struct APIChange: Hashable, Sendable {
    public enum Change: Hashable, Sendable {
        case added
        case removed
        /// The same declaration under a new name; `from` is the old declaration.
        case renamed(from: String)
        /// Same name, another payload, type, finality or membership; `from` is the old one.
        case changed(from: String)
    }

    public let kind: DeclarationKind
    public let change: Change
    /// The declaration as the new spec writes it; the old spec's for a removal.
    public let declaration: String

    public init(kind: DeclarationKind, change: Change, declaration: String) {
        self.kind = kind
        self.change = change
        self.declaration = declaration
    }

    /// One line for a reviewer, e.g. "effect `track(order: UUID)` added".
    public var summary: String {
        switch change {
        case .added: return "\(kind.rawValue) \(MarkdownText.code(declaration)) added"
        case .removed: return "\(kind.rawValue) \(MarkdownText.code(declaration)) removed"
        case .renamed(let old): return "\(kind.rawValue) \(MarkdownText.code(old)) renamed to \(MarkdownText.code(declaration))"
        case .changed(let old): return "\(kind.rawValue) \(MarkdownText.code(old)) became \(MarkdownText.code(declaration))"
        }
    }
}

extension CaseDeclaration {
    /// The signature a diff shows, with what else changes the generated API:
    /// `confirmed(orderID: UUID) final`, `submit(operationID: UUID) durable(operationID)`.
    var diffSignature: String {
        specText + (isFinal ? " final" : "") + (isDurable ? " durable" + (durableIdentity.map { "(\($0))" } ?? "") : "")
    }
}

extension Field {
    var diffSignature: String { specText + (isSensitive ? " sensitive" : "") + (allowsPersistence ? " persisted" : "") }
}

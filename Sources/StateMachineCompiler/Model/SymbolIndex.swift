/// Where each name of a spec is declared and used, as the checker resolved it: what an
/// editor needs for hover, go to definition, references and rename.
///
/// Filled even when the spec has errors, as far as names resolved; uses of unknown
/// names are not in it.
public struct SymbolIndex: Hashable, Sendable {
    public enum Symbol: Hashable, Sendable {
        case state(String)
        case event(String)
        case effect(String)
        case contextField(String)
        /// A `group`; groups share the namespace of states.
        case group(String)
        /// A name bound by the patterns of a row, or of an `entry` or `exit` declaration;
        /// `row` is the offset where that row or declaration starts.
        case binding(row: Int, name: String)
        /// A label of a `state`, `event` or `effect` payload: `token` in `state uploading(token: String)`.
        /// Only its declaration names it: patterns bind a payload by position.
        case payloadLabel(of: CaseDeclarationSyntax.Kind, declaration: String, name: String)

        public var name: String {
            switch self {
            case .state(let name), .event(let name), .effect(let name), .contextField(let name), .group(let name): return name
            case .binding(_, let name), .payloadLabel(_, _, let name): return name
            }
        }
    }

    /// Where a symbol is declared (for a binding, first bound) and how it reads there.
    public struct Declaration: Hashable, Sendable {
        public let symbol: Symbol
        public let range: SourceRange
        /// `state confirmed(orderID: UUID) final`, `checkoutID: UUID`, `op: UUID`, `token: String sensitive`.
        public let signature: String
        /// A context field or payload label marked `sensitive`, or a name bound to a payload field so marked:
        /// its value is `<redacted>` in the generated descriptions.
        public let isSensitive: Bool
    }

    public struct Occurrence: Hashable, Sendable {
        public let symbol: Symbol
        public let range: SourceRange
        public let isDeclaration: Bool
    }

    /// The first declaration of each symbol.
    public private(set) var declarations: [Symbol: Declaration] = [:]
    /// Every declaration and resolved use, in the order the checker met them.
    public private(set) var occurrences: [Occurrence] = []

    /// False for an index that records nothing: the command line has no editor to serve,
    /// and a giant spec's symbols cost as much as checking its rows.
    private let isRecording: Bool

    public init() {
        isRecording = true
    }

    init(recording: Bool) {
        isRecording = recording
    }

    mutating func declare(_ symbol: Symbol, at range: SourceRange, signature: @autoclosure () -> String, isSensitive: Bool = false) {
        guard isRecording else { return }
        if declarations[symbol] == nil {
            declarations[symbol] = Declaration(symbol: symbol, range: range, signature: signature(), isSensitive: isSensitive)
        }
        occurrences.append(Occurrence(symbol: symbol, range: range, isDeclaration: true))
    }

    mutating func use(_ symbol: Symbol, at range: SourceRange) {
        guard isRecording else { return }
        occurrences.append(Occurrence(symbol: symbol, range: range, isDeclaration: false))
    }

    /// The occurrence whose name covers the offset (its end included, where a cursor rests after typing).
    public func occurrence(at offset: Int) -> Occurrence? {
        occurrences.first { $0.range.start <= offset && offset <= $0.range.end }
    }

    /// Every occurrence of the symbol, in source order.
    public func occurrences(of symbol: Symbol) -> [Occurrence] {
        occurrences.filter { $0.symbol == symbol }.sorted { $0.range.start < $1.range.start }
    }
}

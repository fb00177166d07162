/// The wording of a note: a second place that explains an error, or what to write instead.
enum NoteMessage {
    /// `'x' declared here`, or with the kind: `state 'x' declared here`.
    case declaredHere(String, kind: DeclarationKind? = nil)
    /// A state suggested for a misspelled name that no row enters: the misspelled target's.
    case declaredHereNotEntered(String)
    case previouslyDeclared(String)
    case contextFieldDeclared
    case declaredFinal(String)
    case firstBound(String)
    case firstInitial
    /// Another use of `initial` as a state name, after the one the error is at.
    case initialAsStateNameAgain
    case firstListed
    case listedInGroup(member: String, group: String)
    case regionDeclared(String)
    case usedHere(String)
    case durableHere(effect: String)
    case keepSensitiveOut
    /// Where the value passed on was marked `sensitive`.
    case declaredSensitive(String)
    case convertOneSide
    case writeOneLiteral
    case orderOptional
    /// `types`: the ordered standard types that are not integers, as a list.
    case orderedTypes(String)
    case integersOnly
    /// A row that always fires before the one warned about.
    case alwaysFiresFirst
    /// An `after` row that always fires before the one warned about; `delay`: as written.
    case firesFirstAfter(delay: String)
    case alsoAnAnswer
    /// Where a spec of the run generates a file another spec would write too.
    case generatedFromThisSpec(output: String)
    /// Where another declaration already says `renamed from` the same name.
    case alreadyRenamedFrom(String)
    /// An `always` row of a cycle of them, after the one the error is at: it leads from `from` to `to`.
    case continuesEventlessCycle(from: String, to: String)

    var text: String {
        switch self {
        case .declaredHere(let name, let kind): (kind.map { "\($0.rawValue) " } ?? "") + "'\(name)' declared here"
        case .declaredHereNotEntered(let name): "'\(name)' declared here; it is never entered: no '->' row targets it"
        case .previouslyDeclared(let name): "'\(name)' previously declared here"
        case .contextFieldDeclared: "context field declared here"
        case .declaredFinal(let name): "'\(name)' declared final here"
        case .firstBound(let name): "'\(name)' first bound here"
        case .firstInitial: "first 'initial' declared here"
        case .initialAsStateNameAgain: "'initial' used as a state name here too"
        case .firstListed: "first listed here"
        case .listedInGroup(let member, let group): "'\(member)' listed in '\(group)' here"
        case .regionDeclared(let name): "region '\(name)' declared here"
        case .usedHere(let name): "'\(name)' used here"
        case .durableHere(let effect): "effect '\(effect)' is durable here"
        case .keepSensitiveOut: "keep the value out of the machine (look it up by an ID), or write 'sensitive persisted' to allow it"
        case .declaredSensitive(let name): "'\(name)' declared sensitive here"
        case .convertOneSide: "convert one side in the code that sends the event, or declare both with one type"
        case .writeOneLiteral: "write the result as one literal"
        case .orderOptional: "declare the value non-optional, or compare it with '== nil' in an earlier row"
        case .orderedTypes(let types): "ordering is checked only for the integer types, \(types); compare a field of one of them"
        case .integersOnly: "'+' and '-' work on the integer types only"
        case .alwaysFiresFirst: "this earlier row always fires"
        case .firesFirstAfter(let delay): "this row always fires first, after \(delay)"
        case .alsoAnAnswer: "also an answer here"
        case .generatedFromThisSpec(let output): "'\(output)' is generated from this spec"
        case .alreadyRenamedFrom(let name): "already renamed from '\(name)' here"
        case .continuesEventlessCycle(let from, let to): "this 'always' row leads from '\(from)' to '\(to)'"
        }
    }
}

extension Diagnostic.Note {
    init(_ message: NoteMessage, at range: SourceRange) {
        self.init(message.text, at: range)
    }
}

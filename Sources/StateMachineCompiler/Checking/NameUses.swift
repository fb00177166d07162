/// How a spec names its cases, gathered while checking so a typo is reported once, where it
/// was made (see `Checker+Misspelling.swift`).
struct NameUses {
    /// A case by kind and name (`state draft`), as rows and `initial` use it or as a
    /// declaration that did not parse names it. A pair rather than one string, which every
    /// use would have to build.
    struct CaseUse: Hashable {
        let kind: CaseDeclarationSyntax.Kind
        let name: String
    }

    /// An undeclared name and everywhere it is used.
    struct UnknownUse {
        let use: CaseUse
        var ranges: [SourceRange]
    }

    /// Cases whose declaration did not parse: already reported, so their uses stay quiet.
    var invalid: Set<CaseUse> = []
    /// Names written as `initial` or as a row's target, read before any row is checked.
    var entered: Set<String> = []
    /// Cases some row or `initial` names, a flag per declared position of each kind: every
    /// name a row resolves is recorded, and a set of names would hash each one.
    private var resolvedStates: [Bool] = []
    private var resolvedEvents: [Bool] = []
    private var resolvedEffects: [Bool] = []
    /// Undeclared names in order of first use.
    private(set) var unknown: [UnknownUse] = []
    /// Where each is in `unknown`: a list of thousands of them stays linear.
    private var unknownPositions: [CaseUse: Int] = [:]

    /// Records that a use named the case declared at `position` of its kind.
    mutating func recordResolved(_ kind: CaseDeclarationSyntax.Kind, position: Int) {
        switch kind {
        case .state: Self.mark(position, in: &resolvedStates)
        case .event: Self.mark(position, in: &resolvedEvents)
        case .effect: Self.mark(position, in: &resolvedEffects)
        }
    }

    /// True when some use named the case declared at `position` of its kind.
    func isResolved(_ kind: CaseDeclarationSyntax.Kind, position: Int) -> Bool {
        let flags =
            switch kind {
            case .state: resolvedStates
            case .event: resolvedEvents
            case .effect: resolvedEffects
            }
        return position < flags.count && flags[position]
    }

    private static func mark(_ position: Int, in flags: inout [Bool]) {
        if flags.count <= position { flags += repeatElement(false, count: position + 1 - flags.count) }
        flags[position] = true
    }

    mutating func recordUnknown(_ use: CaseUse, at range: SourceRange) {
        if let position = unknownPositions[use] {
            unknown[position].ranges.append(range)
        } else {
            unknownPositions[use] = unknown.count
            unknown.append(UnknownUse(use: use, ranges: [range]))
        }
    }
}

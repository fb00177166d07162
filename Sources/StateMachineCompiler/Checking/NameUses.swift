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
    /// Cases some row or `initial` names.
    private(set) var resolved: Set<CaseUse> = []
    /// Undeclared names in order of first use.
    private(set) var unknown: [UnknownUse] = []
    /// Where each is in `unknown`: a list of thousands of them stays linear.
    private var unknownPositions: [CaseUse: Int] = [:]

    mutating func recordResolved(_ use: CaseUse) {
        resolved.insert(use)
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

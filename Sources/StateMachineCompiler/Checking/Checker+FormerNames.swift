/// `renamed from OLD`: records written under `OLD` decode into the renamed declaration, so `OLD`
/// must be free in its namespace (no state, event or effect of that kind, no field of that
/// payload or of the context still has it) and claimed by one declaration only.
extension Checker {
    /// A declaration or field that may say `renamed from`, as the check reads it.
    private struct Renamable {
        let name: NameSyntax
        let formerName: FormerNameSyntax?
        /// How messages name it: `state 'sending'`, `payload label 'postID' of effect 'send'`.
        let described: String
    }

    mutating func checkFormerNames() {
        for kind in [CaseDeclarationSyntax.Kind.state, .event, .effect] {
            let cases = namespaces.namespace(of: kind).declarations.map(\.syntax)
            checkFormerNames(
                cases.map { Renamable(name: $0.name, formerName: $0.formerName, described: "\(kind.rawValue) '\($0.name.text)'") },
                kind: DeclarationKind(kind))
            for declared in cases {
                checkFormerNames(
                    declared.parameters.map {
                        Renamable(
                            name: $0.name, formerName: $0.formerName,
                            described: "payload label '\($0.name.text)' of \(kind.rawValue) '\(declared.name.text)'")
                    }, kind: nil)
            }
        }
        let fields = namespaces.context.fields ?? []
        checkFormerNames(
            fields.map { Renamable(name: $0.name, formerName: $0.formerName, described: "context field '\($0.name.text)'") },
            kind: .contextField)
    }

    /// One namespace: `kind` names the declarations in notes (`nil` for a payload's labels).
    private mutating func checkFormerNames(_ items: [Renamable], kind: DeclarationKind?) {
        let current = Dictionary(items.map { ($0.name.text, $0.name) }) { first, _ in first }
        var claimed: [String: FormerNameSyntax] = [:]
        for item in items {
            guard let former = item.formerName else { continue }
            let old = former.name.text
            if let existing = current[old] {
                error(
                    FormerNameMessage.stillDeclared(renamed: item.described, former: old), at: former.name.range,
                    notes: [.init(.declaredHere(old, kind: kind), at: existing.range)])
            } else if let first = claimed[old] {
                error(
                    FormerNameMessage.claimedTwice(renamed: item.described, former: old), at: former.name.range,
                    notes: [.init(.alreadyRenamedFrom(old), at: first.name.range)])
            } else {
                claimed[old] = former
            }
        }
    }
}

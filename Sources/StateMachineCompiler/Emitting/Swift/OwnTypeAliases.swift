/// One `typealias` per type of the spec's own (`Article`, not a standard type), declared at the
/// spec line that first spells it, and spelled by every generated declaration in its place.
///
/// A misspelled type (`Artcle`) is then one error, at that line: Swift reports the alias it cannot
/// resolve, and the cases, fields and parameters that name the alias are silent. Spelled directly,
/// it was one error per spec line that spells it, and one more per parameter of a public
/// context's initializer and of each reducer part. The alias needs a name of its own: one named
/// like its type, inside the machine, would refer to itself. `Spec` + the type's words is readable
/// where the generated API shows it (`case loaded(items: [SpecArticle])`), and a name that the
/// spec's types or the machine already use gets the next free number. Machines that spell only
/// standard types get no alias, and keep their bytes.
struct OwnTypeAliases {
    struct Alias: Equatable {
        /// The type as the spec spells it: `Article`, `Geo.Point`.
        let type: String
        /// `SpecArticle`, `SpecGeoPoint`.
        let name: String
        /// The first spec line spelling the type; `nil` for declarations not read from a spec.
        let line: Int?
    }

    /// In order of first use.
    let aliases: [Alias]

    init(machine: Machine) {
        let entries = OwnSampleTypes(machine: machine).entries
        // Swift looks a name up in the machine before the module: an alias named like a word of a
        // spelled type (or the machine) would stand for that word in every type naming it.
        var taken = Set(entries.flatMap { $0.type.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init) })
        taken.insert(machine.name)
        aliases = entries.map { entry in
            let words = entry.type.split { !$0.isLetter && !$0.isNumber }.map { SwiftSyntax.capitalized(String($0)) }
            let base = "Spec" + words.joined()
            var name = base
            var number = 2
            while taken.contains(name) {
                name = base + String(number)
                number += 1
            }
            taken.insert(name)
            return Alias(type: entry.type, name: name, line: entry.line)
        }
    }

    /// `type` as the generated declarations spell it: each own type by its alias (`[SpecArticle]?`),
    /// found as ``OwnSampleTypes/ownTypes(in:)`` finds them.
    func spelling(of type: SwiftType) -> String {
        switch Samples.kind(of: type) {
        case .token(let family, isStandard: false): return aliases.first { $0.type == family }?.name ?? type.description
        case .optional(let wrapped): return spelling(of: wrapped) + "?"
        case .array(let element): return "[" + spelling(of: element) + "]"
        case .dictionary(let key, let value): return "[" + spelling(of: key) + ": " + spelling(of: value) + "]"
        case .bool, .number, .string, .token: return type.description
        }
    }

    /// The aliases, each under a directive naming its first spec line, and a blank line after them.
    func write(modifier: String, specPath: String?, into writer: inout SwiftCodeWriter) {
        guard !aliases.isEmpty else { return }
        // A plain comment: a directive between a doc comment and its declaration would part them.
        writer.line("// The spec's own types, each where the spec first spells it: the declarations below name")
        writer.line("// these aliases, so a misspelled type is one error, at that line.")
        var directives = SourceLocationDirectives(file: specPath)
        for alias in aliases {
            directives.line("\(modifier)typealias \(alias.name) = \(alias.type)", specLine: alias.line, spellsTypes: true, into: &writer)
        }
        directives.end(into: &writer)
        writer.line()
    }
}

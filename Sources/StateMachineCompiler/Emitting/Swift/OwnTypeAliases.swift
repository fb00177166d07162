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
///
/// A generic type (`Box<Article>`) gets an alias whose arguments name the aliases of the spec's
/// own types (`typealias SpecBoxArticle = Box<SpecArticle>`), so that `Artcle` misspelled there
/// and elsewhere is still one error. Its name is not aliased alone: a generic alias
/// (`SpecBox<T> = Box<T>`) would have to restate `Box`'s constraints on `T`, which only the
/// module knows.
struct OwnTypeAliases {
    struct Alias: Equatable {
        /// The type as the spec spells it: `Article`, `Geo.Point`, `Box<Article>`.
        let type: String
        /// `SpecArticle`, `SpecGeoPoint`, `SpecBoxArticle`.
        let name: String
        /// What the alias stands for: the type, with its generic arguments spelled through the aliases.
        let target: String
        /// The first spec line spelling the type; `nil` for declarations not read from a spec.
        let line: Int?
    }

    /// In order of first use; a generic type's after those its arguments spell.
    let aliases: [Alias]
    /// In a codable machine, `SpecCodable`: the generic alias each alias goes through
    /// (`SpecMoney = SpecCodable<Money>`), so that a type that is not `Codable` is one error at
    /// that line too, where the written conformances (``OwnTypeCodableWriter``) made one per use.
    let codableCheck: String?

    init(machine: Machine, codable: Bool = false) {
        let fields = (machine.context ?? []) + (machine.states + machine.events + machine.effects).flatMap(\.parameters)
        var found: [(type: SwiftType, line: Int?)] = []
        for field in fields.sorted(by: { ($0.line ?? 0) < ($1.line ?? 0) }) {
            for type in Self.aliased(in: field.type) where !found.contains(where: { $0.type == type }) {
                found.append((type, field.line))
            }
        }
        // Swift looks a name up in the machine before the module: an alias named like a word of a
        // spelled type (or the machine) would stand for that word in every type naming it, and a
        // region's enum named like an alias would hide the alias inside `State`.
        var taken = Set(found.flatMap { $0.type.description.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init) })
        taken.insert(machine.name)
        taken.formUnion(machine.regions.indices.map { StateGroup.regionTypeName(for: machine.regionName($0)) })
        let codableCheck = codable && !found.isEmpty ? Self.freeName("SpecCodable", taken: &taken) : nil
        var aliases: [Alias] = []
        for (type, line) in found {
            let words = type.description.split { !$0.isLetter && !$0.isNumber }.map { SwiftSyntax.capitalized(String($0)) }
            let name = Self.freeName("Spec" + words.joined(), taken: &taken)
            let target = Self.spelling(of: type, aliases: aliases, aliasingWhole: false)
            aliases.append(Alias(type: type.description, name: name, target: codableCheck.map { "\($0)<\(target)>" } ?? target, line: line))
        }
        self.aliases = aliases
        self.codableCheck = codableCheck
    }

    /// `base`, or with the next free number, taken from then on.
    private static func freeName(_ base: String, taken: inout Set<String>) -> String {
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }

    /// The types that get an alias, arguments first: each named type that is not standard, and
    /// each generic one (`Set<Int>` too), whose arguments are searched as well.
    private static func aliased(in type: SwiftType) -> [SwiftType] {
        switch type {
        case .optional(let wrapped), .array(let wrapped): return aliased(in: wrapped)
        case .dictionary(let key, let value): return aliased(in: key) + aliased(in: value)
        case .named(_, let arguments) where !arguments.isEmpty: return arguments.flatMap(aliased) + [type]
        case .named: return StandardType.named(type) == nil ? [type] : []
        }
    }

    /// `type` as the generated declarations spell it: each own type by its alias (`[SpecArticle]?`).
    func spelling(of type: SwiftType) -> String {
        Self.spelling(of: type, aliases: aliases)
    }

    /// `type` as code outside the machine's body spells it, in an extension of a nested type
    /// that does not see the machine's members: each alias qualified (`[Shop.SpecArticle]?`).
    func spelling(of type: SwiftType, qualifiedBy owner: String) -> String {
        Self.spelling(of: type, aliases: aliases, qualifier: owner + ".")
    }

    /// `type` through `aliases`, its generic arguments too; the whole type only when `aliasingWhole`
    /// (not in the target of its own alias).
    private static func spelling(of type: SwiftType, aliases: [Alias], aliasingWhole: Bool = true, qualifier: String = "") -> String {
        func inner(_ type: SwiftType) -> String { spelling(of: type, aliases: aliases, qualifier: qualifier) }
        switch type {
        case .optional(let wrapped): return inner(wrapped) + "?"
        case .array(let element): return "[" + inner(element) + "]"
        case .dictionary(let key, let value): return "[" + inner(key) + ": " + inner(value) + "]"
        case .named(let name, let arguments):
            if aliasingWhole, let alias = aliases.first(where: { $0.type == type.description }) { return qualifier + alias.name }
            guard !arguments.isEmpty else { return name }
            return name + "<" + arguments.map(inner).joined(separator: ", ") + ">"
        }
    }

    /// The aliases, each under a directive naming its first spec line, and a blank line after them.
    func write(modifier: String, specPath: String?, into writer: inout SwiftCodeWriter) {
        guard !aliases.isEmpty else { return }
        // A plain comment: a directive between a doc comment and its declaration would part them.
        writer.line("// The spec's own types, each where the spec first spells it: the declarations below name")
        writer.line("// these aliases, so a misspelled type is one error, at that line.")
        if let codableCheck {
            writer.line("// Each goes through \(codableCheck), which says there, once, if its type is not `Codable`.")
            writer.line("\(modifier)typealias \(codableCheck)<Value: Codable> = Value")
        }
        var directives = SourceLocationDirectives(file: specPath)
        for alias in aliases {
            directives.line("\(modifier)typealias \(alias.name) = \(alias.target)", specLine: alias.line, spellsTypes: true, into: &writer)
        }
        directives.end(into: &writer)
        writer.line()
    }
}

/// Which public symbols need an OS feature newer than the package's floors, and whether each
/// carries the availability the feature requires, read from the symbol graphs of one or more
/// modules.
///
/// A symbol needs a feature when it conforms to one of its protocols or names one of its types,
/// is a member or requirement of a symbol that needs it, names such a symbol in its declaration
/// (a parameter, a result, a constraint), or is a class, structure or enumeration with a
/// member that needs it: a type whose API hands out a store is gated as a whole, as its
/// private stored properties usually hold one. A protocol is not gated by a requirement; the
/// requirement is. Everything else must stay available down to the package's floors, so the
/// generated conformances compile for every platform the package supports.
struct AvailabilityAudit {
    private let symbols: [String: SymbolGraph.Symbol]
    private let parent: [String: String]
    /// Per feature name, the symbols that need it.
    let needing: [String: Set<String>]

    static let wholeTypes: Set<String> = ["swift.class", "swift.struct", "swift.enum"]
    /// Members that can be gated on their own without gating their type.
    static let gatedAlone: Set<String> = ["swift.method", "swift.type.method", "swift.func", "swift.init", "swift.subscript"]

    init(_ graphs: [SymbolGraph], features: [GatedFeature] = PlatformFloors.features) {
        var symbols: [String: SymbolGraph.Symbol] = [:]
        var parent: [String: String] = [:]
        var conformances: [(source: String, target: String)] = []
        for graph in graphs {
            for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
            for relation in graph.relationships {
                switch relation.kind {
                case "memberOf", "requirementOf": parent[relation.source] = relation.target
                case "conformsTo": conformances.append((relation.source, relation.target))
                default: break
                }
            }
        }
        var needing: [String: Set<String>] = [:]
        for feature in features {
            var set = Set(conformances.filter { feature.conformances.contains($0.target) }.map(\.source))
            set.formUnion(symbols.filter { $0.value.references.contains(where: feature.references.contains) }.keys)
            needing[feature.name] = Self.closure(of: set, symbols: symbols, parent: parent)
        }
        self.symbols = symbols
        self.parent = parent
        self.needing = needing
    }

    private static func closure(of start: Set<String>, symbols: [String: SymbolGraph.Symbol], parent: [String: String]) -> Set<String> {
        var needing = start
        var grew = true
        while grew {
            grew = false
            for (id, symbol) in symbols where !needing.contains(id) {
                let fromParent = parent[id].map(needing.contains) ?? false
                if fromParent || symbol.references.contains(where: needing.contains) {
                    needing.insert(id)
                    grew = true
                }
            }
            for (child, type) in parent where needing.contains(child) && !needing.contains(type) {
                guard let kind = symbols[type]?.kind?.identifier, wholeTypes.contains(kind) else { continue }
                // A method carries its own `@available`; only stored parts (cases, properties) need the whole type gated.
                if let childKind = symbols[child]?.kind?.identifier, gatedAlone.contains(childKind) { continue }
                needing.insert(type)
                grew = true
            }
        }
        return needing
    }

    /// The version a symbol is introduced in on `domain`: its own attribute, else its parent's.
    func introduced(_ id: String, on domain: String) -> PlatformVersion? {
        var current: String? = id
        while let symbolID = current {
            if let version = symbols[symbolID]?.availability?.first(where: { $0.domain == domain })?.introduced { return version }
            current = parent[symbolID]
        }
        return nil
    }

    /// One line per symbol and platform that breaks a rule, sorted.
    func problems(features: [GatedFeature] = PlatformFloors.features) -> [String] {
        var problems: Set<String> = []
        for (id, symbol) in symbols {
            let needed = features.filter { needing[$0.name]?.contains(id) == true }
            for feature in needed {
                for (domain, floor) in feature.floors {
                    let introduced = introduced(id, on: domain)
                    if introduced.map({ $0 < floor }) ?? true {
                        problems.insert(
                            "\(symbol.title) needs \(feature.name) but is available on \(domain) \(introduced?.description ?? "always");"
                                + " add \(feature.attribute)")
                    }
                }
            }
            guard needed.isEmpty else { continue }
            for (domain, floor) in PlatformFloors.package {
                if let introduced = introduced(id, on: domain), introduced > floor {
                    problems.insert(
                        "\(symbol.title) needs nothing newer than the package but is gated to \(domain) \(introduced);"
                            + " keep it available down to \(floor)")
                }
            }
        }
        return problems.sorted()
    }

    /// Public symbols without a doc comment, by title, sorted. A property wrapper's projection
    /// (`$current` of a `@TaskLocal`) cannot carry one; its property's comment documents it.
    var undocumented: [String] {
        symbols.values.filter { !$0.hasDocComment && $0.pathComponents.last?.hasPrefix("$") != true }.map(\.title).sorted()
    }
}

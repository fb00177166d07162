/// Which public symbols need Observation, and whether each carries the availability that
/// its platforms require, read from the symbol graphs of one or more modules.
///
/// A symbol needs Observation when it conforms to `Observable`, is a member or requirement
/// of a symbol that does, names one in its declaration (a parameter, a result, a
/// constraint), or is a type with a member that does: a type whose API hands out a store
/// is gated as a whole, as its private stored properties usually hold one. Everything else must stay available down to the package's floors, so the
/// generated conformances compile for every platform the package supports.
struct AvailabilityAudit {
    private let symbols: [String: SymbolGraph.Symbol]
    private let parent: [String: String]
    let needingObservation: Set<String>

    init(_ graphs: [SymbolGraph]) {
        var symbols: [String: SymbolGraph.Symbol] = [:]
        var parent: [String: String] = [:]
        var needing: Set<String> = []
        for graph in graphs {
            for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
            for relation in graph.relationships {
                switch relation.kind {
                case "memberOf", "requirementOf": parent[relation.source] = relation.target
                case "conformsTo" where relation.target == PlatformFloors.observableProtocol: needing.insert(relation.source)
                default: break
                }
            }
        }
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
            for (child, type) in parent where needing.contains(child) && !needing.contains(type) && symbols[type] != nil {
                needing.insert(type)
                grew = true
            }
        }
        self.symbols = symbols
        self.parent = parent
        needingObservation = needing
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
    var problems: [String] {
        var problems: [String] = []
        for (id, symbol) in symbols {
            if needingObservation.contains(id) {
                for (domain, floor) in PlatformFloors.observation {
                    let introduced = introduced(id, on: domain)
                    if introduced.map({ $0 < floor }) ?? true {
                        problems.append(
                            "\(symbol.title) needs Observation but is available on \(domain) \(introduced?.description ?? "always");"
                                + " add @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)")
                    }
                }
            } else {
                for (domain, floor) in PlatformFloors.package {
                    if let introduced = introduced(id, on: domain), introduced > floor {
                        problems.append(
                            "\(symbol.title) does not need Observation but is gated to \(domain) \(introduced);"
                                + " keep it available down to \(floor)")
                    }
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

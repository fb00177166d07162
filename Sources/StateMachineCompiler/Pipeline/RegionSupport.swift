/// The stages and front doors that do not handle orthogonal regions yet. Each refuses a machine
/// with regions by a located error at its first region, rather than emitting code or text that
/// would treat the regions' states as one enum.
public enum RegionSupport {
    public enum Consumer: String, Sendable {
        case runtime = "the runtime conformance ('--runtime')"
        case dot = "DOT diagrams"
        case mermaid = "Mermaid diagrams"
        case table = "the transition matrix"
        case diff = "'diff'"
    }

    /// The result with an error at its first region when its machine has regions.
    public static func refusing(_ result: CheckResult, in consumer: Consumer) -> CheckResult {
        guard let machine = result.machine, let sourceMap = result.sourceMap, let first = machine.regions.first,
            sourceMap.groups.indices.contains(first)
        else { return result }
        return result.adding([.error(RegionMessage.notYetSupported(by: consumer.rawValue), at: sourceMap.groups[first])])
    }

    /// Who cannot yet handle regions among the files a run produces.
    static func consumers(of product: Pipeline.Product, _ options: EmitOptions) -> [Consumer] {
        switch product {
        case .diagnostics: []
        case .machines: options.runtime ? [.runtime] : []
        // The table and the placeholder scenarios are written; the scopes test needs the conformance.
        case .tests: options.runtime ? [.runtime] : []
        }
    }
}

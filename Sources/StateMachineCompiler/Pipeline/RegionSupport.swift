/// The front doors that do not handle orthogonal regions yet (only `diff` today). Each refuses a
/// machine with regions by a located error at its first region, rather than comparing the
/// regions' states as if they were one enum.
public enum RegionSupport {
    public enum Consumer: String, Sendable {
        case diff = "'diff'"
    }

    /// The result with an error at its first region when its machine has regions.
    public static func refusing(_ result: CheckResult, in consumer: Consumer) -> CheckResult {
        guard let machine = result.machine, let sourceMap = result.sourceMap, let first = machine.regions.first,
            sourceMap.groups.indices.contains(first)
        else { return result }
        return result.adding([.error(RegionMessage.notYetSupported(by: consumer.rawValue), at: sourceMap.groups[first])])
    }

}

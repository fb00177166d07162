/// A name a row binds from its source state and repeats in its event: the identity or
/// revision that ties a result to the state that is waiting for it.
struct TiedName {
    let name: String
    /// Where the state holds the name's value.
    let statePosition: Int

    init?(row: Row) {
        guard case .state = row.source, let sourcePatterns = row.sourcePatterns, let eventPatterns = row.eventPatterns else { return nil }
        for (position, pattern) in sourcePatterns.enumerated() {
            guard case .bind(let name) = pattern, eventPatterns.contains(.same(name)) else { continue }
            self.name = name
            self.statePosition = position
            return
        }
        return nil
    }
}

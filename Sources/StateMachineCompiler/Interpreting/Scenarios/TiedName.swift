/// A name that ties a result to the state waiting for it: a row binds it from its source
/// state and repeats it in its event (the identity or revision of an operation), or, with
/// regions, binds it from its event and compares it in an `in(...)` of another region's
/// state (an answer for the refresh that region is running).
struct TiedName {
    let name: String
    /// The region whose state holds the name's value, its position in a walk's states; 0
    /// without regions.
    let region: Int
    /// The state that holds the value, if the row names one.
    let state: Int?
    /// Where that state holds the name's value.
    let statePosition: Int

    /// `ownRegion`: the region of the row's source.
    init?(row: Row, ownRegion: Int) {
        guard let eventPatterns = row.eventPatterns else { return nil }
        if case .state = row.source, let sourcePatterns = row.sourcePatterns {
            for (position, pattern) in sourcePatterns.enumerated() {
                guard case .bind(let name) = pattern, eventPatterns.contains(.same(name)) else { continue }
                (self.name, region, state, statePosition) = (name, ownRegion, row.sourceState, position)
                return
            }
        }
        for (test, isRequired) in row.guardExpression?.regionTests ?? [] where isRequired {
            guard case .state(let tested, let patterns?) = test.target else { continue }
            for (position, pattern) in patterns.enumerated() {
                guard case .same(let name) = pattern, eventPatterns.contains(.bind(name)) else { continue }
                (self.name, region, state, statePosition) = (name, test.region, tested, position)
                return
            }
        }
        return nil
    }
}

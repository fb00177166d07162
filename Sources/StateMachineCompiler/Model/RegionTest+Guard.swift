/// Where a guard reads other regions.
extension GuardExpression {
    /// The guard's `in(...)` tests, left to right as written, each with whether the guard can
    /// hold only when the test does: it is the whole guard or a side of a top-level `&&`.
    var regionTests: [(test: RegionTest, isRequired: Bool)] {
        var found: [(test: RegionTest, isRequired: Bool)] = []
        collectRegionTests(into: &found, required: true)
        return found
    }

    private func collectRegionTests(into found: inout [(test: RegionTest, isRequired: Bool)], required: Bool) {
        switch self {
        case .inRegion(let test): found.append((test, required))
        case .value: break
        case .not(let operand): operand.collectRegionTests(into: &found, required: false)
        case .and(let left, let right):
            left.collectRegionTests(into: &found, required: required)
            right.collectRegionTests(into: &found, required: required)
        case .equal(let left, let right), .notEqual(let left, let right), .ordering(_, let left, let right), .or(let left, let right):
            left.collectRegionTests(into: &found, required: false)
            right.collectRegionTests(into: &found, required: false)
        }
    }
}

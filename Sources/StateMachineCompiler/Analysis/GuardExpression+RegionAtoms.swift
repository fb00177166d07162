/// Guard verdicts read each `in(...)` as a Bool of its own: where another region is, is no
/// input the clause can see, so the test may go either way. Distinct tests are taken as
/// independent (two of one region are not), which only adds assignments to try: a guard that
/// holds, or fails, under every one of them does so wherever the regions are.
extension GuardExpression {
    /// The expression with each `in(...)` read as a bound name spelled as the test is written
    /// (`in(loaded)`), a name no pattern can bind.
    var regionTestsAsAtoms: GuardExpression {
        switch self {
        case .inRegion(let test): .value(.binding(test.specText))
        case .value: self
        case .not(let operand): .not(operand.regionTestsAsAtoms)
        case .equal(let left, let right): .equal(left.regionTestsAsAtoms, right.regionTestsAsAtoms)
        case .notEqual(let left, let right): .notEqual(left.regionTestsAsAtoms, right.regionTestsAsAtoms)
        case .ordering(let op, let left, let right): .ordering(op, left.regionTestsAsAtoms, right.regionTestsAsAtoms)
        case .and(let left, let right): .and(left.regionTestsAsAtoms, right.regionTestsAsAtoms)
        case .or(let left, let right): .or(left.regionTestsAsAtoms, right.regionTestsAsAtoms)
        }
    }
}

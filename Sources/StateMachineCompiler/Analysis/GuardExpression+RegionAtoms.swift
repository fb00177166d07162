/// Guard verdicts read each `in(...)` as a Bool of its own: where another region is, is no
/// input the clause can see, so the test may go either way. Distinct tests are taken as
/// independent (two of one region are not), which only adds assignments to try: a guard that
/// holds, or fails, under every one of them does so wherever the regions are. A test of a
/// whole region (`in(content)`) is the literal `true`: the region is always in one of its states.
extension GuardExpression {
    /// The expression with each `in(...)` read as a bound name spelled as the test is written
    /// (`in(loaded)`), a name no pattern can bind, or as `true` where it reads a whole region.
    func regionTestsAsAtoms(in machine: Machine) -> GuardExpression {
        switch self {
        case .inRegion(let test): machine.readsWholeRegion(test) ? .value(.literal(.bool(true))) : .value(.binding(test.specText))
        case .value: self
        case .not(let operand): .not(operand.regionTestsAsAtoms(in: machine))
        case .equal(let left, let right): .equal(left.regionTestsAsAtoms(in: machine), right.regionTestsAsAtoms(in: machine))
        case .notEqual(let left, let right): .notEqual(left.regionTestsAsAtoms(in: machine), right.regionTestsAsAtoms(in: machine))
        case .ordering(let op, let left, let right):
            .ordering(op, left.regionTestsAsAtoms(in: machine), right.regionTestsAsAtoms(in: machine))
        case .and(let left, let right): .and(left.regionTestsAsAtoms(in: machine), right.regionTestsAsAtoms(in: machine))
        case .or(let left, let right): .or(left.regionTestsAsAtoms(in: machine), right.regionTestsAsAtoms(in: machine))
        }
    }
}

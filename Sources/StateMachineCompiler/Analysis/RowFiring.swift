/// Which rows fire whenever they are candidates: their patterns hold no literal and no
/// repeated name, and they have no guard or one that is always true.
struct RowFiring {
    /// Indexed by row.
    private let alwaysFires: [Bool]

    init(machine: Machine, guardVerdicts: GuardVerdictTable) {
        alwaysFires = machine.rows.map { row in
            row.clause.matches.allSatisfy { $0.patterns.allSatisfy(\.isIrrefutable) }
                && (row.guardExpression == nil || guardVerdicts[.row(row.index)] == .alwaysTrue)
        }
    }

    func alwaysFires(_ row: Row) -> Bool { alwaysFires[row.index] }
}

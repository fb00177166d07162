/// A machine's transition table as the generated tests spell it.
public struct TransitionTablePlan: Hashable, Sendable {
    /// In table order: grouped by source state, then event, in declaration order.
    public let cases: [TransitionCase]
    /// Lines of the rows that no input was found to fire without a sum overflowing: the
    /// generated Swift would trap there, so the table leaves them out.
    public let overflowOnly: [Int]
}

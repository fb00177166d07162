extension Machine {
    /// The `always` rows, in written order: the rows a step's end takes while they hold.
    public var eventlessRows: [Row] { rows.filter(\.isEventless) }

    /// Whether any row is an `always` row: the reducers then take eventless rows after each step.
    public var hasEventlessRows: Bool { rows.contains(where: \.isEventless) }
}

/// The sentence a generated test file carries for rows that only an overflowing sum was
/// found to fire: the generated reducer traps there, so no case or scenario expects it.
enum OverflowNote {
    /// `what` names what the file holds: "case" or "scenario".
    static func write(lines: [Int], machine: Machine, what: String, into writer: inout SwiftCodeWriter) {
        guard !lines.isEmpty else { return }
        let rows = lines.map { "\(machine.specFileName):\($0)" }.joined(separator: ", ")
        writer.line("//")
        writer.line("// Every input found that reaches \(rows) overflows a `+` or `-` (the generated reducer")
        writer.line("// traps there, as Swift does), so no \(what) here expects \(lines.count == 1 ? "it" : "them") to fire.")
    }
}

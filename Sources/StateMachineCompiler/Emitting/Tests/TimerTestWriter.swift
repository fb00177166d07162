/// Writes the timer part of a transition-table suite: one test per `after` row that fires
/// its timer through the generated `reduce(_:after:)` in each case's state. Its support code
/// is `TestFunctionWriter.writeSupport(for: .timer, into:)`.
struct TimerTestWriter {
    let machine: Machine
    /// The machine's type name as Swift spells it.
    let machineName: String

    /// `@Test func timerUploadingTimeout() { checkTimers([ ... ]) }`, the cases being `lines`.
    func writeTest(forTimer timer: Int, lines: [String], into writer: inout SwiftCodeWriter) {
        let name = machine.timerNames[timer]
        let row = machine.timedRows[timer]
        writer.line("/// \(machine.specFileName):\(row.line): \(row.text)")
        writer.block("@Test func timer\(SwiftSyntax.capitalized(name))() {") { writer in
            writer.block("checkTimers([", closing: "])") { writer in
                for line in lines { writer.line(line) }
            }
        }
    }
}

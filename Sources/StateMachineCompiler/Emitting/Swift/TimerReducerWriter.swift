/// Writes a machine's `Timer` enum, a case per `after` row, and `reduce(_:after:)`, which
/// applies a row once its delay has passed: like a row for an event, it fires only if the
/// machine is still in its source and its patterns and guard hold now.
struct TimerReducerWriter {
    let machine: Machine
    let modifier: String
    let conformances: String

    func write(into writer: inout SwiftCodeWriter) {
        writeTimerEnum(into: &writer)
        let names = machine.timerNames
        writer.line()
        let contextParameter = machine.context == nil ? "" : ", context: Context"
        writer.line("/// Applies the `after` row `timer` once its delay has passed: it fires if the machine is still")
        writer.line("/// in the row's source and its guard holds now; `.unhandled` if the machine is elsewhere.")
        let head = EventlessReducerWriter(machine: machine, modifier: modifier).writeSettlingReducer(
            on: "after timer: Timer", into: &writer)
        writer.block("\(head)(_ state: inout State, after timer: Timer\(contextParameter)) -> Outcome {") { writer in
            writer.line("switch timer {")
            for (row, name) in zip(machine.timedRows, names) {
                writer.line("case .\(SwiftSyntax.identifier(name)):")
                writer.indented { writeRow(row, subject: .machine, into: &$0) }
            }
            writer.line("}")
        }
    }

    /// The `Timer` enum: a case per `after` row.
    func writeTimerEnum(into writer: inout SwiftCodeWriter) {
        let names = machine.timerNames
        writer.line("/// The spec's `after` rows, by the name a runtime arms and fires them with.")
        writer.block("\(modifier)enum Timer: \(conformances) {") { writer in
            for (row, name) in zip(machine.timedRows, names) {
                writer.line("/// \(machine.specFileName):\(row.line): \(row.text)")
                writer.line("case \(SwiftSyntax.identifier(name))")
            }
        }
    }

    /// One `after` row: a switch on `subject` whose source case fires it if its guard holds.
    func writeRow(_ row: Row, subject: ReducerSubject, into writer: inout SwiftCodeWriter) {
        var pattern: String
        var bindings = PayloadBindings.none
        let covered: [Int]
        switch row.source {
        case .state(let state):
            var used = UsedPositions()
            // A row whose guard is `false` is written as a comment: it reads nothing, so binds nothing.
            if row.clause.guardExpression != .value(.literal(.bool(false))) {
                used.insert(row.sourcePatterns, referenced: row.clause.referencedNames)
            }
            // A region's chooser reads `in(...)` from the state before the event, which no binding may hide.
            let reserved = ["state", "timer", "context"] + subject.reservedNames
            bindings = ReducerWriter.bindings(for: machine.states[state], used: used, avoiding: reserved, prefix: "state")
            pattern = ReducerWriter.pattern(machine.states[state], bindings: bindings)
            covered = [state]
        case .any, .group, .list:
            covered = machine.membership.candidateStates(of: row)
            pattern = covered.map { "." + SwiftSyntax.identifier(machine.states[$0].name) }.joined(separator: ", ")
        }
        writer.line("switch \(subject.expression) {")
        writer.line("case \(pattern):")
        writer.indented { writer in
            var translation = ClauseTranslation(row.clause, in: machine, stateBindings: bindings)
            translation.regionsRead = subject.regionsRead
            writer.line("// \(machine.specFileName):\(row.line): \(row.text)")
            let conditions = translation.conditions
            // A region's row commits in place and says what it did to `steps`; it returns nothing.
            let rejected = subject.region == nil ? "return .rejected" : "steps.rejected = true"
            if translation.neverApplies {
                writer.line("// Its guard is always false, so it never fires.")
                writer.line(rejected)
            } else if conditions.isEmpty {
                StateSwitchWriter.writeAction(row, machine: machine, translation, subject: subject, into: &writer)
            } else if subject.region == nil {
                writer.block("if \(conditions.joined(separator: ", ")) {") {
                    StateSwitchWriter.writeAction(row, machine: machine, translation, subject: subject, into: &$0)
                }
                writer.line(rejected)
            } else {
                writer.line("if \(conditions.joined(separator: ", ")) {")
                writer.indented { StateSwitchWriter.writeAction(row, machine: machine, translation, subject: subject, into: &$0) }
                writer.line("} else {")
                writer.indented { $0.line(rejected) }
                writer.line("}")
            }
        }
        // A `default` that no state reaches would draw "will never be executed" from swiftc.
        if covered.count < subject.stateCount(in: machine) {
            writer.line("default:")
            writer.indented { $0.line(subject.region == nil ? "return .unhandled" : "break") }
        }
        writer.line("}")
    }
}

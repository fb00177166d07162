import StateMachineCompiler

/// Hover on the words of time and owned work, which name no symbol: `after`, `during`, `stays`.
extension Navigation {
    /// What the word under the cursor does, or `nil` when it is none of them.
    func timeWordHover(_ offset: Int) -> JSON? {
        for declaration in document.result.parsed.syntax.declarations {
            switch declaration {
            case .row(let row):
                if case .after(let keyword, let duration) = row.trigger, keyword.covers(offset) {
                    return hover(afterRowText(row, delay: document.file.text(of: duration.range)), at: keyword)
                }
                if case .update(let stays, _, _, _) = row.action, stays.covers(offset) {
                    return hover(
                        "`stays`: an update in place. The state's payload changes without leaving it: no exit or entry"
                            + " effects, and its timers and activities keep running. The outcome is `.updated(effects:)`.",
                        at: stays)
                }
            case .stateEffects(let declaration) where declaration.kind == .during && declaration.keyword.covers(offset):
                return hover(
                    "`during`: an activity. Its effects start when the machine enters `\(declaration.sourceNames)`"
                        + " (after the entry effects); the store cancels their tasks when the machine leaves it.",
                    at: declaration.keyword)
            default:
                continue
            }
        }
        return nil
    }

    private func afterRowText(_ row: RowSyntax, delay: String) -> String {
        var text =
            "`after \(delay)`: a timer, armed when the machine enters the source and cancelled when it leaves;"
            + " once \(delay) has passed it applies this row, its guard read then."
        let line = document.file.location(of: row.range.start).line
        if let machine = document.result.machine, let timer = machine.timedRows.firstIndex(where: { $0.line == line }) {
            text += " Generated as `Timer.\(machine.timerNames[timer])`."
        }
        return text
    }

    private func hover(_ text: String, at range: SourceRange) -> JSON {
        ["contents": ["kind": "markdown", "value": .string(text)], "range": document.lines.range(range)]
    }
}

extension SourceRange {
    /// Whether the cursor at `offset` is on the range: inside it or right after its last character.
    fileprivate func covers(_ offset: Int) -> Bool { start <= offset && offset <= end }
}

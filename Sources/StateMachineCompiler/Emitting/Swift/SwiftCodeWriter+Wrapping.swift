/// Calls and declarations that wrap when a 120-column line cannot hold them, the way a
/// person would write them, so the generated machine reads without scrolling sideways.
extension SwiftCodeWriter {
    /// Writes `call` followed by `suffix` (`,` in a list) on one line when it fits; otherwise
    /// its arguments one per line, a level deeper, so a long effect call reads as a list of
    /// labelled values.
    mutating func wrappingCall(_ call: String, suffix: String) {
        guard !fits(call + suffix), let opening = call.firstIndex(of: "("), call.hasSuffix(")") else {
            line(call + suffix)
            return
        }
        let arguments = OutcomeLines.topLevelItems(of: String(call[call.index(after: opening)..<call.index(before: call.endIndex)]))
        guard let last = arguments.last, arguments.count > 1 else {
            line(call + suffix)
            return
        }
        line(String(call[...opening]))
        indented { writer in
            for argument in arguments.dropLast() { writer.line(argument + ",") }
            writer.line(last + ")" + suffix)
        }
    }

    /// Writes `head(parameters)tail {`, the body a level deeper, and `}`; when the first line
    /// would not fit, the parameters go on a line of their own between `head(` and `)tail {`.
    mutating func wrappingDeclaration(_ head: String, parameters: String, tail: String, _ body: (inout SwiftCodeWriter) -> Void) {
        let oneLine = head + "(" + parameters + ")" + tail + " {"
        if fits(oneLine) {
            line(oneLine)
        } else {
            line(head + "(")
            indented { $0.line(parameters) }
            line(")" + tail + " {")
        }
        indented(body)
        line("}")
    }
}

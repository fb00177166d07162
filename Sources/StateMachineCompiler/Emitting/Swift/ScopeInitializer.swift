/// One `StateScope` that `scopes(of:context:)` appends, written as a careful engineer would:
/// on one line when it fits, else one argument per line, and a list whose line would still
/// not fit with one timer or activity per line.
struct ScopeInitializer {
    let name: String
    /// `state` or `group`.
    let kind: String
    /// The name of the region the scope belongs to, in a machine with regions: written as its
    /// case of the machine's `Region` enum.
    let region: String?
    /// `StateMachineRuntime.MachineTimer(...)` expressions, in the order of the `after` rows.
    let timers: [String]
    /// Effect expressions, in the order of the `during` declarations.
    let activities: [String]

    private var firstArguments: String {
        "name: \(SwiftSyntax.stringLiteral(name)), kind: .\(kind)" + (region.map { ", region: .\(SwiftSyntax.identifier($0))" } ?? "")
    }

    private var lists: [(label: String, elements: [String])] {
        [("timers", timers), ("activities", activities)].filter { !$0.elements.isEmpty }
    }

    var oneLine: String {
        let arguments = [firstArguments] + lists.map { "\($0.label): [\($0.elements.joined(separator: ", "))]" }
        return "scopes.append(.init(\(arguments.joined(separator: ", "))))"
    }

    func write(into writer: inout SwiftCodeWriter) {
        let oneLine = oneLine
        if writer.fits(oneLine) {
            writer.line(oneLine)
            return
        }
        let lists = lists
        writer.line("scopes.append(")
        writer.indented { writer in
            writer.line(".init(")
            writer.indented { writer in
                writer.line(firstArguments + (lists.isEmpty ? "))" : ","))
                for (position, list) in lists.enumerated() {
                    let end = position == lists.count - 1 ? "))" : ","
                    let whole = "\(list.label): [\(list.elements.joined(separator: ", "))]" + end
                    if writer.fits(whole) {
                        writer.line(whole)
                    } else {
                        writer.block("\(list.label): [", closing: "]" + end) { writer in
                            for element in list.elements { writer.line(element + ",") }
                        }
                    }
                }
            }
        }
    }
}

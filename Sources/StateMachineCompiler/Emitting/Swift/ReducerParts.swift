/// The functions `reduce` hands a large state switch to, written after it.
///
/// The optimizer's cost for one function grows faster than its size (a `switch` of 2,000
/// payload cases takes `swiftc -O` 2.7× as long as one of 1,000), so a switch over more
/// states than `size` is split: `reduce` switches on payload-free case lists and calls one
/// function per part, each a switch of at most `size` cases, which keeps the whole linear.
struct ReducerParts {
    static let size = 128

    var writer: SwiftCodeWriter
    /// How the parts' parameters spell the spec's own types.
    let aliases: OwnTypeAliases
    /// Numbers the parts across all events, so names never collide.
    private var count = 0

    /// What the parts' names start with: `reduce`, or a region's chooser's name.
    private let prefix: String

    init(depth: Int, aliases: OwnTypeAliases, prefix: String = "reduce") {
        writer = SwiftCodeWriter(depth: depth)
        self.aliases = aliases
        self.prefix = prefix
    }

    /// Reserves the next part's name.
    mutating func nextName(for event: CaseDeclaration) -> String {
        defer { count += 1 }
        return prefix + SwiftSyntax.capitalized(event.name) + "Part" + String(count)
    }
}

extension StateSwitchWriter {
    /// Writes the `switch state` as calls into parts, and the parts into `parts`.
    func writeInParts(_ branches: [Branch], fallback: Branch?, into writer: inout SwiftCodeWriter, parts: inout ReducerParts) {
        // `always` rows have no event (``EventlessReducerWriter/noEvent``): their parts are named `Always`.
        let event =
            machine.events.indices.contains(event) ? machine.events[event] : CaseDeclaration(name: "always", parameters: [], line: 0)
        let chunks = stride(from: 0, to: branches.count, by: ReducerParts.size).map {
            Array(branches[$0..<min($0 + ReducerParts.size, branches.count)])
        }
        let contextArgument = machine.context == nil ? "" : ", context: context"
        let arguments = eventBindings.bound.map { ", \(SwiftSyntax.argumentLabel($0.local)): \(SwiftSyntax.identifier($0.local))" }
        writer.line("switch \(subject.expression) {")
        for (index, chunk) in chunks.enumerated() {
            let name = parts.nextName(for: event)
            if index == chunks.count - 1, fallback == nil {
                // Nothing else reaches here, and `default` leaves the compiler nothing to prove.
                writer.line("default:")
            } else {
                writeCaseList(chunk.flatMap(\.states).map(casePattern), into: &writer)
            }
            if subject.region == nil {
                writer.indented { $0.line("return \(name)(&state\(arguments.joined())\(contextArgument))") }
            } else {
                // A region's part commits in place, and the other regions' rows follow.
                let before = subject.regionsRead == "state" ? "" : ", " + subject.regionsRead
                writer.indented { $0.line("\(name)(&state\(before)\(arguments.joined())\(contextArgument), steps: &steps)") }
            }
            writePart(name, chunk, event: event, aliases: parts.aliases, into: &parts.writer)
        }
        if let fallback { writeDefault(fallback, into: &writer) }
        writer.line("}")
    }

    /// `case .a, .b,` wrapped to the line width, continuation lines aligned under the first.
    private func writeCaseList(_ patterns: [String], into writer: inout SwiftCodeWriter) {
        var line = SwiftText("case ")
        var isEmpty = true
        for (index, pattern) in patterns.enumerated() {
            let separator = index == patterns.count - 1 ? ":" : ","
            let joinedBytes = line.byteCount + 1 + pattern.utf8.count + separator.utf8.count
            if !isEmpty, !writer.fits(byteCount: joinedBytes, line.string + " " + pattern + separator) {
                writer.line(line)
                line = SwiftText("     ")
                isEmpty = true
            }
            if !isEmpty { line += " " }
            line += pattern
            line += separator
            isEmpty = false
        }
        writer.line(line)
    }

    private func writePart(
        _ name: String, _ branches: [Branch], event: CaseDeclaration, aliases: OwnTypeAliases, into writer: inout SwiftCodeWriter
    ) {
        let states = branches.flatMap(\.states)
        let first = states.first.map { "`\(machine.states[$0].name)`" } ?? ""
        let last = states.last.map { "`\(machine.states[$0].name)`" } ?? ""
        let parameters = eventBindings.bound.map {
            ", \(SwiftSyntax.identifier($0.local)): \(aliases.spelling(of: event.parameters[$0.position].type))"
        }
        let contextParameter = machine.context == nil ? "" : ", context: Context"
        writer.line()
        writer.line("/// `reduce` on `\(event.name)` in \(first) … \(last), split off so that the")
        writer.line("/// optimizer's cost stays linear in the number of states.")
        // Without it the optimizer inlines most parts back into `reduce` (21 of 24 at 1,000
        // states), and the cost comes back with them.
        writer.line("@inline(never)")
        let regionBefore = subject.regionsRead == "state" ? "" : ", _ \(subject.regionsRead): State"
        let (head, tail) =
            subject.region == nil
            ? ("_ state: inout State", ") -> Outcome {") : ("_ state: inout State" + regionBefore, ", steps: inout RegionSteps) {")
        writer.block("private static func \(name)(\(head)\(parameters.joined())\(contextParameter)\(tail)") { writer in
            writer.line("switch \(subject.expression) {")
            for branch in branches {
                writer.line("case \(branch.patterns.joined(separator: ", ")):")
                writer.indented { writeCandidates(branch.candidates, stateBindings: branch.stateBindings, into: &$0) }
            }
            writer.line("default:")
            // `reduce` calls this part only for the states above.
            writer.indented { $0.line(subject.region == nil ? "return .unhandled" : "break") }
            writer.line("}")
        }
    }
}

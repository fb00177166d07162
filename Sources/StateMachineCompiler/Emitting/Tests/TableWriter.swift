/// Writes the table's rows: one `entry(...)` call per case, grouped per source state,
/// arguments aligned in columns and a trailing comment naming the spec row. A group whose
/// lines would pass ``maximumWidth`` puts each case's expected outcome and next state on a
/// continuation line; one whose states leave their events no room puts each event, with its
/// comment, on a line between the two.
struct TableWriter {
    let machine: Machine
    var samples: SampleSpelling
    /// Context values in order of first use; each is a constant `contextN`.
    private(set) var contexts: [[RuntimeValue]] = []
    /// Per state, the name of the array holding the cases that start from it.
    let groupNames: [String]

    init(machine: Machine) {
        self.machine = machine
        samples = SampleSpelling(ownTypes: OwnSampleTypes(machine: machine))
        let names = machine.states.map { "from" + SwiftSyntax.capitalized($0.name) }
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        // `a` and `A` would both give `fromA`; number such names apart.
        self.groupNames = names.enumerated().map { state, name in counts[name, default: 0] > 1 ? "\(name)_\(state)" : name }
    }

    /// Widest a case's line may be, indentation included, before its expected outcome and
    /// next state move onto a continuation line.
    static let maximumWidth = 150

    /// The groups in state declaration order, each as the lines of its array body, which
    /// the caller indents by `indentation` columns.
    mutating func groups(_ cases: [TransitionCase], indentation: Int) -> [(state: Int, lines: [String])] {
        let byState = Dictionary(grouping: cases, by: \.state.index)
        return machine.states.indices.compactMap { state in
            guard let group = byState[state] else { return nil }
            var cells: [[String]] = []
            for entry in group { cells.append(self.cells(entry)) }
            let comments = group.map { "  // " + comment($0.reasons) }
            return (state, Self.lines(cells, comments: comments, call: "entry(", indentation: indentation))
        }
    }

    /// One group's calls of `call`, laid out as described above; `cells` are each call's
    /// arguments: what is sent and to which state first, then the context and what must come back.
    static func lines(_ cells: [[String]], comments: [String], call: String, indentation: Int) -> [String] {
        let oneLine = Self.aligned(cells.map { [call + $0[0]] + $0.dropFirst() }, lastSuffix: "),")
        let width = indentation + (oneLine.map(\.count).max() ?? 0) + (comments.map(\.count).max() ?? 0)
        guard width > Self.maximumWidth else { return Self.commented(oneLine, comments) }
        // Two lines per case, split the same way in every case of the group so columns stay
        // aligned: the state and event with the comment, then the context and what must come back.
        let fits = { (line: String) in indentation + line.count <= Self.maximumWidth }
        var heads = Array(repeating: [String](), count: cells.count)
        var triggers = Self.aligned(cells.map { [call + $0[0], $0[1]] }, lastSuffix: "")
        // A state that leaves its event no room (a machine with regions spells one state per
        // region): every case's state gets a line of its own, and its event takes the comment.
        if !triggers.allSatisfy(fits) {
            heads = cells.map { [call + $0[0]] }
            triggers = cells.map { "      " + $0[1] }
        }
        let seconds = Self.aligned(cells.map { ["      " + $0[2]] + $0[3...] }, lastSuffix: "),")
        // Still too wide, case by case: the comment moves above the call, and a long
        // continuation puts one argument per line.
        return zip(zip(Self.commented(triggers, comments), zip(heads, triggers)), zip(seconds, zip(cells, comments))).flatMap {
            first, rest -> [String] in
            let (commented, (head, bare)) = first
            let (second, (cells, comment)) = rest
            return (fits(commented) ? head + [commented] : [String(comment.dropFirst(2))] + head + [bare.trimmingTrailingSpaces])
                + (fits(second) ? [second] : Self.argumentPerLine(cells, indentation: indentation))
        }
    }

    /// The arguments after the state and event, one per line, a long outcome's effects one per line.
    private static func argumentPerLine(_ cells: [String], indentation: Int) -> [String] {
        var lines: [String] = []
        for (position, cell) in cells.enumerated().dropFirst(2) {
            let suffix = position == cells.count - 1 ? ")," : ""
            let isOutcome = cell.hasPrefix(".transitioned(") && cell.hasSuffix(",")
            lines +=
                isOutcome
                ? OutcomeLines.lines(String(cell.dropLast()), prefix: "      ", suffix: ",", indentation: indentation)
                : ["      " + cell + suffix]
        }
        return lines
    }

    /// Each row's cells joined by spaces, every column but the last padded to its widest cell.
    private static func aligned(_ rows: [[String]], lastSuffix: String) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in column == row.count - 1 ? cell + lastSuffix : cell.padding(to: widths[column]) }
                .joined(separator: " ")
        }
    }

    /// The comments in one column after the code.
    private static func commented(_ codes: [String], _ comments: [String]) -> [String] {
        let width = codes.map(\.count).max() ?? 0
        return zip(codes, comments).map { $0.padding(to: width) + $1 }
    }

    /// The body of the `starts` array: one `start(...)` call per case, aligned like the table.
    mutating func startLines(_ cases: [StartCase]) -> [String] {
        var cells: [[String]] = []
        for start in cases {
            var row = [spell(configuration: start.states) + ","]
            if machine.context != nil { row.append(contextName(start.context) + ",") }
            row.append("[" + start.effects.map { spell($0, in: machine.effects) }.joined(separator: ", ") + "]")
            cells.append(row)
        }
        let widths = (0..<(cells.first?.count ?? 0)).map { column in cells.map { $0[column].count }.max() ?? 0 }
        let codes = cells.map { row in
            "start("
                + row.enumerated().map { column, cell in column == row.count - 1 ? cell : cell.padding(to: widths[column]) }
                .joined(separator: " ") + "),"
        }
        let codeWidth = codes.map(\.count).max() ?? 0
        let comments = cases.map { "// " + ($0.reasons.isEmpty ? "no entry" : comment($0.reasons)) }
        // The array's elements sit 12 columns deep; too wide beside the code, each comment goes above its call.
        guard 12 + codeWidth + 2 + (comments.map(\.count).max() ?? 0) > Self.maximumWidth else {
            return zip(codes, comments).map { $0.padding(to: codeWidth) + "  " + $1 }
        }
        return zip(codes, comments).flatMap { code, comment in [comment] + Self.effectPerLine(code) }
    }

    /// `start(state, context, [a, b]),` with each effect on a line of its own when the call
    /// would pass the width 12 columns deep.
    private static func effectPerLine(_ code: String) -> [String] {
        guard 12 + code.count > maximumWidth, let open = code.firstIndex(of: "["), code.hasSuffix("]),") else { return [code] }
        // Without the column padding: this call no longer lines up with its neighbours.
        var head = String(code[..<open])
        while head.contains(",  ") { head = head.replacingOccurrences(of: ",  ", with: ", ") }
        let effects = OutcomeLines.topLevelItems(of: String(code[code.index(after: open)..<code.index(code.endIndex, offsetBy: -3)]))
        return [head + "["] + effects.map { "    " + $0 + "," } + ["]),"]
    }

    /// The arguments of one `entry(...)` call, each but the last with its comma.
    private mutating func cells(_ entry: TransitionCase) -> [String] {
        var cells = [spell(entry.state, in: machine.states) + ",", spell(entry.event, in: machine.events) + ","]
        if machine.context != nil { cells.append(contextName(entry.context) + ",") }
        cells.append(outcome(entry.outcome) + ",")
        cells.append(spell(entry.next, in: machine.states))
        return cells
    }

    mutating func contextName(_ values: [RuntimeValue]) -> String {
        if let index = contexts.firstIndex(of: values) { return "context\(index + 1)" }
        contexts.append(values)
        return "context\(contexts.count)"
    }

    /// The `Context(...)` initializer call for a context constant.
    mutating func contextDefinition(_ values: [RuntimeValue]) -> String {
        let fields = machine.context ?? []
        let arguments = zip(fields, values).map { "\(SwiftSyntax.argumentLabel($0.name)): \(samples.spell($1, as: $0.type))" }
        return "\(SwiftSyntax.identifier(machine.name)).Context(\(arguments.joined(separator: ", ")))"
    }

    mutating func outcome(_ outcome: RuntimeOutcome) -> String {
        switch outcome {
        case .transitioned(let effects):
            return ".transitioned(effects: [" + effects.map { spell($0, in: machine.effects) }.joined(separator: ", ") + "])"
        case .updated(let effects):
            return ".updated(effects: [" + effects.map { spell($0, in: machine.effects) }.joined(separator: ", ") + "])"
        case .ignored: return ".ignored"
        case .rejected: return ".rejected"
        case .unhandled: return ".unhandled"
        }
    }

    mutating func spell(_ value: RuntimeCase, in declarations: [CaseDeclaration]) -> String {
        let declaration = declarations[value.index]
        let name = "." + SwiftSyntax.identifier(declaration.name)
        guard !declaration.parameters.isEmpty else { return name }
        let arguments = zip(declaration.parameters, value.values).map { parameter, value in
            "\(SwiftSyntax.argumentLabel(parameter.name)): \(samples.spell(value, as: parameter.type))"
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    func comment(_ reasons: [CaseReason]) -> String {
        reasons.map { reason in
            guard let line = reason.line else { return "no row" }
            return "\(machine.specFileName):\(line) " + Self.describe(reason.kind)
        }.joined(separator: "; ")
    }

    static func describe(_ kind: CaseReason.Kind) -> String {
        switch kind {
        case .noRow: return "no row"
        case .fires: return "fires"
        case .shadowed: return "shadowed by an earlier row"
        case .replay: return "replay"
        case .repeatedName(let name): return "\(name) differs"
        case .literal(let literal): return "not \(SwiftSyntax.literal(literal))"
        case .guardFails: return "guard fails"
        case .notInSource: return "not in its source"
        case .reentry: return "re-enters its state"
        case .contributes(let kind): return "\(kind.rawValue) contributes"
        case .withheld(let kind): return "\(kind.rawValue) does not contribute"
        }
    }
}

extension String {
    /// The string without the spaces that padded it to a column.
    fileprivate var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }

    /// The string with spaces appended up to `width` characters.
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

/// Writes the table's rows: one `entry(...)` call per case, grouped per source state,
/// arguments aligned in columns and a trailing comment naming the spec row. A group whose
/// lines would pass ``maximumWidth`` puts each case's expected outcome and next state on a
/// continuation line.
struct TableWriter {
    let machine: Machine
    var samples = SampleSpelling()
    /// Context values in order of first use; each is a constant `contextN`.
    private(set) var contexts: [[RuntimeValue]] = []
    /// Per state, the name of the array holding the cases that start from it.
    let groupNames: [String]

    init(machine: Machine) {
        self.machine = machine
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
            let oneLine = Self.aligned(cells.map { ["entry(" + $0[0]] + $0.dropFirst() }, lastSuffix: "),")
            let width = indentation + (oneLine.map(\.count).max() ?? 0) + (comments.map(\.count).max() ?? 0)
            guard width > Self.maximumWidth else { return (state, Self.commented(oneLine, comments)) }
            // Two lines per case, split the same way in every case of the group so columns stay
            // aligned: the state and event with the comment, then the context and what must come back.
            let firsts = Self.aligned(cells.map { ["entry(" + $0[0], $0[1]] }, lastSuffix: "")
            let seconds = Self.aligned(cells.map { ["      " + $0[2]] + $0[3...] }, lastSuffix: "),")
            let lines = zip(Self.commented(firsts, comments), seconds).flatMap { [$0, $1] }
            return (state, lines)
        }
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
            var row = [spell(start.state, in: machine.states) + ","]
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
        return zip(cases, codes).map { start, code in
            code.padding(to: codeWidth) + "  // " + (start.reasons.isEmpty ? "no entry" : comment(start.reasons))
        }
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
        let arguments = zip(fields, values).map { "\(Self.label($0.name)): \(samples.spell($1, as: $0.type))" }
        return "\(SwiftSyntax.identifier(machine.name)).Context(\(arguments.joined(separator: ", ")))"
    }

    mutating func outcome(_ outcome: RuntimeOutcome) -> String {
        switch outcome {
        case .transitioned(let effects):
            return ".transitioned(effects: [" + effects.map { spell($0, in: machine.effects) }.joined(separator: ", ") + "])"
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
            "\(Self.label(parameter.name)): \(samples.spell(value, as: parameter.type))"
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// An argument label in a call: Swift accepts every keyword there but `inout`, `var`
    /// and `let`, and warns when the others are escaped.
    static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    private func comment(_ reasons: [CaseReason]) -> String {
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
        case .reentry: return "re-enters its state"
        case .contributes(let kind): return "\(kind.rawValue) contributes"
        case .withheld(let kind): return "\(kind.rawValue) does not contribute"
        }
    }
}

extension String {
    /// The string with spaces appended up to `width` characters.
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

/// Resolves names and types in the syntax tree and builds the ``Machine``.
///
/// Every problem is recorded and checking goes on, so one run reports every independent
/// error; the machine is only returned when there are none.
struct Checker {
    /// A declared case with where it was declared, for "previously declared here" notes.
    struct Declared {
        let model: CaseDeclaration
        let syntax: CaseDeclarationSyntax
    }

    let file: SourceFile
    var diagnostics: [Diagnostic] = []
    /// Errors found, including those past the limit that are not recorded.
    var errorCount = 0
    var machineName: NameSyntax?
    var contextFields: [ParameterSyntax]?
    var states: [Declared] = []
    var events: [Declared] = []
    var effects: [Declared] = []
    var stateIndex: [String: Int] = [:]
    var eventIndex: [String: Int] = [:]
    var effectIndex: [String: Int] = [:]
    var contextTypes: [String: SwiftType] = [:]
    /// Groups with their syntax, and their index by name (shared namespace with states).
    var groups: [(model: StateGroup, syntax: GroupSyntax)] = []
    var groupIndex: [String: Int] = [:]
    /// Names of cases whose declaration did not parse; already reported, so uses stay quiet.
    var invalidNames: Set<CaseUse> = []
    /// Where each name is declared and used, for editors.
    var symbols: SymbolIndex
    /// What is left to spend on "did you mean" suggestions.
    var suggestionBudget = NameSuggestion.budgetPerSpec
    /// Cases some row or `initial` names, and the unknown names used,
    /// in order of first use: together they find a typo made in a declaration.
    var usedCases: Set<CaseUse> = []
    var unknownUses: [UnknownUse] = []
    /// Where each unknown name is in `unknownUses`: a list of thousands of them stays linear.
    var unknownUseIndex: [CaseUse: Int] = [:]
    /// Names written as `initial` or as a row's target, read before any row is checked.
    var enteredStateNames: Set<String> = []
    /// Where each type name a field's type starts with is first written (`UUID` of `Foundation.UUID`
    /// is not one), which the machine's name must not hide.
    var typeNameUses: [String: SourceRange] = [:]

    init(file: SourceFile, indexingSymbols: Bool = true) {
        self.file = file
        self.symbols = SymbolIndex(recording: indexingSymbols)
    }

    /// The machine and where its parts are written, or `nil` when the spec has errors.
    mutating func check(_ spec: SpecSyntax) -> (machine: Machine, sourceMap: MachineSourceMap)? {
        collectDeclarations(spec)
        let initial = checkInitial(spec)
        checkGroups(spec)
        var rows: [Row] = []
        var rowRanges: [MachineSourceMap.RowRanges] = []
        for case .row(let row) in spec.declarations {
            if let (checked, ranges) = checkRow(row, index: rows.count) {
                rows.append(checked)
                rowRanges.append(ranges)
            }
        }
        var stateEffects: [StateEffects] = []
        var stateEffectRanges: [MachineSourceMap.StateEffectsRanges] = []
        for case .stateEffects(let declaration) in spec.declarations {
            if let (checked, ranges) = checkStateEffects(declaration) {
                stateEffects.append(checked)
                stateEffectRanges.append(ranges)
            }
        }
        reportMisspelledDeclarations()
        checkDurablePersistence()
        if errorCount > 0 { return nil }
        guard let machineName, let initial else { return nil }
        let machine = Machine(
            name: machineName.text, specFileName: file.path.fileName,
            context: contextFields.map { $0.map(field) },
            states: states.map(\.model), events: events.map(\.model), effects: effects.map(\.model),
            initial: initial, rows: rows, groups: groups.map(\.model), stateEffects: stateEffects)
        let sourceMap = MachineSourceMap(
            states: states.map(\.syntax.name.range), events: events.map(\.syntax.name.range),
            effects: effects.map(\.syntax.name.range), rows: rowRanges,
            groups: groups.map(\.syntax.name.range), stateEffects: stateEffectRanges)
        return (machine, sourceMap)
    }

    private mutating func collectDeclarations(_ spec: SpecSyntax) {
        for (position, declaration) in spec.declarations.enumerated() {
            switch declaration {
            case .machine(let keyword, let name):
                if let first = machineName {
                    error(
                        .duplicateMachine, "a spec declares exactly one machine", at: keyword,
                        notes: [.init("machine '\(first.text)' declared here", at: first.range)])
                } else {
                    machineName = name
                    if position != 0 {
                        error(.machineNotFirst, "'machine' must be the first declaration", at: keyword)
                    }
                }
            case .context(let keyword, let fields):
                if contextFields != nil {
                    error(.duplicateContext, "a spec has at most one 'context' block", at: keyword)
                    continue
                }
                contextFields = fields
                checkUniqueNames(fields.map(\.name), what: "context field")
                for field in fields {
                    symbols.declare(
                        .contextField(field.name.text), at: field.name.range,
                        signature: "\(field.name.text): \(field.type)" + (field.sensitive != nil ? " sensitive" : ""),
                        isSensitive: field.sensitive != nil)
                }
                for field in fields { checkTypeNames(of: field) }
                for field in fields where contextTypes[field.name.text] == nil {
                    contextTypes[field.name.text] = field.type
                }
            case .cases(let syntax):
                declare(syntax)
            case .invalidCase(let kind, let name):
                invalidNames.insert(CaseUse(kind: kind.rawValue, name: name.text))
            case .initial(_, let state, _):
                enteredStateNames.insert(state.text)
            case .row(let row):
                if case .transition(_, let target, _, _) = row.action { enteredStateNames.insert(target.text) }
            case .group, .stateEffects:
                break
            }
        }
        checkMachineName()
        if machineName == nil {
            error(.missingMachine, "spec has no 'machine' declaration; start it with 'machine NAME'", at: SourceRange(start: 0, end: 0))
        }
        if states.isEmpty, !invalidNames.contains(where: { $0.kind == "state" }), let machineName {
            error(.noStates, "machine '\(machineName.text)' declares no states", at: machineName.range)
        }
    }

    private mutating func declare(_ syntax: CaseDeclarationSyntax) {
        checkUniqueNames(syntax.parameters.map(\.name), what: "parameter label")
        for parameter in syntax.parameters { checkTypeNames(of: parameter) }
        let model = CaseDeclaration(
            name: syntax.name.text, parameters: syntax.parameters.map(field), isFinal: syntax.finalKeyword != nil,
            isDurable: syntax.durableKeyword != nil, line: file.location(of: syntax.name.range.start).line)
        let declared = Declared(model: model, syntax: syntax)
        let symbol: SymbolIndex.Symbol
        switch syntax.kind {
        case .state: symbol = .state(syntax.name.text)
        case .event: symbol = .event(syntax.name.text)
        case .effect: symbol = .effect(syntax.name.text)
        }
        symbols.declare(symbol, at: syntax.name.range, signature: model.signature(syntax.kind))
        let redeclaration: Diagnostic?
        switch syntax.kind {
        case .state: redeclaration = Self.add(declared, to: &states, index: &stateIndex)
        case .event: redeclaration = Self.add(declared, to: &events, index: &eventIndex)
        case .effect: redeclaration = Self.add(declared, to: &effects, index: &effectIndex)
        }
        if let redeclaration { report(redeclaration) }
    }

    /// Adds a case to its namespace, or returns why it cannot be added.
    private static func add(_ declared: Declared, to list: inout [Declared], index: inout [String: Int]) -> Diagnostic? {
        let name = declared.syntax.name
        if let existing = index[name.text] {
            return .error(
                .duplicateDeclaration, "invalid redeclaration of \(declared.syntax.kind.rawValue) '\(name.text)'", at: name.range,
                notes: [.init("'\(name.text)' previously declared here", at: list[existing].syntax.name.range)])
        }
        index[name.text] = list.count
        list.append(declared)
        return nil
    }

    private mutating func checkUniqueNames(_ names: [NameSyntax], what: String) {
        var seen: [String: NameSyntax] = [:]
        for name in names {
            if let first = seen[name.text] {
                error(
                    .duplicateDeclaration, "invalid redeclaration of \(what) '\(name.text)'", at: name.range,
                    notes: [.init("'\(name.text)' previously declared here", at: first.range)])
            } else {
                seen[name.text] = name
            }
        }
    }

    /// A declared field, with the line of its type for the generated code's location directives.
    func field(_ syntax: ParameterSyntax) -> Field {
        Field(
            name: syntax.name.text, type: syntax.type, isSensitive: syntax.sensitive != nil, allowsPersistence: syntax.persisted != nil,
            line: file.location(of: syntax.typeRange.start).line)
    }

    mutating func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        report(.error(id, message, at: range, notes: notes, fixIts: fixIts))
    }

    /// Records an error, up to the limit; `errorCount` keeps counting past it.
    mutating func report(_ diagnostic: Diagnostic) {
        errorCount += 1
        if errorCount <= DiagnosticLimit.perStage {
            diagnostics.append(diagnostic)
        } else if errorCount == DiagnosticLimit.perStage + 1 {
            diagnostics.append(DiagnosticLimit.tooManyErrors(at: diagnostic.range))
        }
    }
}

extension String {
    /// The last path component, so generated headers never carry a directory.
    package var fileName: String {
        split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? self
    }
}

extension CaseDeclaration {
    /// The declaration as written in a spec: `state confirmed(orderID: UUID) final`.
    func signature(_ kind: CaseDeclarationSyntax.Kind) -> String {
        let fields = parameters.map { "\($0.name): \($0.type)" + ($0.isSensitive ? " sensitive" : "") }
        let payload = parameters.isEmpty ? "" : "(" + fields.joined(separator: ", ") + ")"
        return "\(kind.rawValue) \(name)\(payload)" + (isFinal ? " final" : "")
    }
}

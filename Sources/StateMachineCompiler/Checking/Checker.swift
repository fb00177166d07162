/// Resolves names and types in the syntax tree and builds the ``Machine``.
///
/// Every problem is recorded and checking goes on, so one run reports every independent
/// error; the machine is only returned when there are none.
struct Checker {
    let file: SourceFile
    var sink = DiagnosticSink()
    var machineName: NameSyntax?
    /// The names declared so far, one namespace per kind.
    var namespaces = Namespaces()
    /// Where each name is declared and used, for editors.
    var symbols: SymbolIndex
    /// What is left to spend on "did you mean" suggestions.
    var suggestionBudget = NameSuggestion.budgetPerSpec
    /// Which cases are named where, to find the typos made in declarations.
    var uses = NameUses()
    /// Where each type name a field's type starts with is first written (`UUID` of `Foundation.UUID`
    /// is not one), which the machine's name must not hide.
    var typeNameUses: [String: SourceRange] = [:]
    /// Which states a source stands for and which region each state is in, once the states and
    /// groups are declared.
    var membership = Membership(states: [], groups: [])
    /// States listed both in a group and in a region, reported once as such, and the regions
    /// that listed them: neither is reported again as lacking a region or an initial state.
    var listedInGroupAndRegion: (states: Set<Int>, regions: Set<Int>) = ([], [])

    init(file: SourceFile, indexingSymbols: Bool = true) {
        self.file = file
        self.symbols = SymbolIndex(recording: indexingSymbols)
    }

    /// The machine and where its parts are written, or `nil` when the spec has errors.
    mutating func check(_ spec: SpecSyntax) -> (machine: Machine, sourceMap: MachineSourceMap)? {
        if reportStateNamesSharedByRegions(spec) { return nil }
        collectDeclarations(spec)
        namespaces.typesNamedInState = Set(typeNameUses.keys)
        checkGroups(spec)
        checkRegions()
        checkStateAccessors()
        let initial = checkInitial(spec)
        let histories = checkHistories(spec)
        var rows: [Row] = []
        var rowRanges: [MachineSourceMap.RowRanges] = []
        for case .row(let row) in spec.declarations {
            if let (checked, ranges) = checkRow(row, index: rows.count, histories: histories) {
                rows.append(checked)
                rowRanges.append(ranges)
            }
        }
        checkEventlessCycles(rows, histories: histories.valid, ranges: rowRanges)
        var stateEffects: [StateEffects] = []
        var stateEffectRanges: [MachineSourceMap.StateEffectsRanges] = []
        for case .stateEffects(let declaration) in spec.declarations {
            for (checked, ranges) in checkStateEffects(declaration) {
                stateEffects.append(checked)
                stateEffectRanges.append(ranges)
            }
        }
        reportMisspelledDeclarations()
        checkDurablePersistence()
        checkFormerNames()
        if sink.errorCount > 0 { return nil }
        guard let machineName, let initial else { return nil }
        let machine = Machine(
            name: machineName.text, specFileName: file.path.fileName,
            context: namespaces.context.fields.map { $0.map(field) },
            states: namespaces.states.declarations.map(\.model), events: namespaces.events.declarations.map(\.model),
            effects: namespaces.effects.declarations.map(\.model),
            initial: initial.first, rows: rows, groups: namespaces.groups.declarations.map(\.model), stateEffects: stateEffects,
            membership: membership, regionInitials: membership.regions.isEmpty ? [] : initial.all, histories: histories.valid)
        let sourceMap = MachineSourceMap(
            states: namespaces.states.declarations.map(\.syntax.name.range),
            events: namespaces.events.declarations.map(\.syntax.name.range),
            effects: namespaces.effects.declarations.map(\.syntax.name.range), rows: rowRanges,
            groups: namespaces.groups.declarations.map(\.syntax.name.range), stateEffects: stateEffectRanges,
            machineName: machineName.range)
        return (machine, sourceMap)
    }

    private mutating func collectDeclarations(_ spec: SpecSyntax) {
        for (position, declaration) in spec.declarations.enumerated() {
            switch declaration {
            case .machine(let keyword, let name):
                if let first = machineName {
                    error(
                        DeclarationMessage.duplicateMachine, at: keyword,
                        notes: [.init(.declaredHere(first.text, kind: .machine), at: first.range)])
                } else {
                    machineName = name
                    if position != 0 {
                        error(DeclarationMessage.machineNotFirst, at: keyword)
                    }
                }
            case .context(let keyword, let fields):
                if namespaces.context.isDeclared {
                    error(DeclarationMessage.duplicateContext, at: keyword)
                    continue
                }
                for (repeated, first) in namespaces.context.declare(fields) {
                    report(NameClash.redeclared(.contextField, name: repeated.text), at: repeated, existing: first)
                }
                for field in fields {
                    symbols.declare(
                        .contextField(field.name.text), at: field.name.range,
                        signature: "\(field.name.text): \(field.type)" + (field.sensitive != nil ? " sensitive" : ""),
                        isSensitive: field.sensitive != nil)
                }
                for field in fields { checkTypeNames(of: field) }
            case .cases(let syntax):
                declare(syntax)
            case .invalidCase(let kind, let name):
                uses.invalid.insert(NameUses.CaseUse(kind: kind, name: name.text))
            case .initial(_, let state, _, let more):
                uses.entered.insert(state.text)
                for item in more { uses.entered.insert(item.state.text) }
            case .row(let row):
                if case .transition(_, let target, _, _) = row.action, row.history == nil { uses.entered.insert(target.text) }
            case .history(let history):
                uses.entered.insert(history.defaultState.text)
            case .group, .region, .stateEffects:
                break
            }
        }
        checkMachineName()
        if machineName == nil {
            error(DeclarationMessage.missingMachine, at: SourceRange(start: 0, end: 0))
        }
        if namespaces.states.isEmpty, !uses.invalid.contains(where: { $0.kind == .state }), let machineName {
            error(DeclarationMessage.noStates(machine: machineName.text), at: machineName.range)
        }
    }

    private mutating func declare(_ syntax: CaseDeclarationSyntax) {
        checkUniqueNames(syntax.parameters.map(\.name), clash: NameClash.repeatedLabel)
        for parameter in syntax.parameters { checkTypeNames(of: parameter) }
        let model = CaseDeclaration(
            name: syntax.name.text, parameters: syntax.parameters.map(field), isFinal: syntax.finalKeyword != nil,
            isDurable: syntax.durableKeyword != nil, durableIdentity: checkedDurableIdentity(of: syntax),
            line: file.location(of: syntax.name.range.start).line, formerName: syntax.formerName?.name.text)
        let declared = CaseNamespace.Declared(model: model, syntax: syntax)
        let symbol: SymbolIndex.Symbol
        switch syntax.kind {
        case .state: symbol = .state(syntax.name.text)
        case .event: symbol = .event(syntax.name.text)
        case .effect: symbol = .effect(syntax.name.text)
        }
        symbols.declare(symbol, at: syntax.name.range, signature: model.signature(syntax.kind))
        for parameter in syntax.parameters {
            symbols.declare(
                .payloadLabel(of: syntax.kind, declaration: syntax.name.text, name: parameter.name.text), at: parameter.name.range,
                signature: "\(parameter.name.text): \(parameter.type)" + (parameter.sensitive != nil ? " sensitive" : ""),
                isSensitive: parameter.sensitive != nil)
        }
        let clash: NameClash?
        switch syntax.kind {
        case .state: clash = namespaces.states.declare(declared)
        case .event: clash = namespaces.events.declare(declared)
        case .effect: clash = namespaces.effects.declare(declared)
        }
        if let clash, let existing = namespaces.namespace(of: syntax.kind).declaration(named: syntax.name.text) {
            report(clash, at: syntax.name, existing: existing.syntax.name)
        }
    }

    /// Reports each name written again in one list (context fields, a payload's labels).
    private mutating func checkUniqueNames(_ names: [NameSyntax], clash: (String) -> NameClash) {
        var seen: [String: NameSyntax] = [:]
        for name in names {
            if let first = seen[name.text] {
                report(clash(name.text), at: name, existing: first)
            } else {
                seen[name.text] = name
            }
        }
    }

    /// A declared field, with the line of its type for the generated code's location directives.
    func field(_ syntax: ParameterSyntax) -> Field {
        Field(
            name: syntax.name.text, type: syntax.type, isSensitive: syntax.sensitive != nil, allowsPersistence: syntax.persisted != nil,
            line: file.location(of: syntax.typeRange.start).line, formerName: syntax.formerName?.name.text)
    }

    mutating func error(
        _ message: some DiagnosticMessage, at range: SourceRange, notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        report(.error(message, at: range, notes: notes, fixIts: fixIts))
    }

    /// Reports a name that cannot be declared, with a note at the declaration already there.
    mutating func report(_ clash: NameClash, at name: NameSyntax, existing: NameSyntax) {
        report(.error(clash, at: name.range, notes: [.init(clash.existingNote, at: existing.range)]))
    }

    mutating func report(_ diagnostic: Diagnostic) {
        sink.report(diagnostic)
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

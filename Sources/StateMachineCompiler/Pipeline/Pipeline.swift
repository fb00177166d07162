/// The whole way from a spec's text to generated files, one stage per function, each
/// handing the next a value of its own type:
///
/// ```
/// SourceFile        ← SpecLoader.load (Source/)
///   → LexedSpec      lex      tokens, comment ranges             Lexing/
///   → ParsedSpec     parse    syntax tree with source ranges     Parsing/, Syntax/
///   → CheckedMachine check    Machine + MachineSourceMap         Checking/, Model/
///   → CheckResult    analyse  warnings added (MachineAnalysis)   Analysis/
///   → TestPlans      plan     transition table, start table,     Interpreting/
///                             timer and scope cases, scenarios:
///                             each worked out once
///     or MatrixPlan  planMatrix: each cell's rows and effects    Interpreting/
///   → GeneratedFile  emit     machine, conformance, tests,       Emitting/,
///                             scenarios, matrix: values only     StateMachineDiagrams
/// ```
///
/// Every stage is total: whatever the bytes, it returns a value and diagnostics. The
/// command line, the build plugin's tool, the formatter and the language server all enter
/// here; ``CheckResult`` keeps the ``ParsedSpec``, so nothing lexes or parses twice.
public enum Pipeline {
    /// Load-to-analyse in one call: what `check`, `generate`, `tests` and an editor start with.
    /// Without `indexingSymbols` the result's ``CheckResult/symbols`` is empty.
    public static func check(_ file: SourceFile, indexingSymbols: Bool = true) -> CheckResult {
        check(parse(file), indexingSymbols: indexingSymbols)
    }

    /// Lex and parse in one call: what the formatter starts with.
    public static func parse(_ file: SourceFile) -> ParsedSpec {
        parse(lex(file))
    }

    /// Text over ``SpecLoader/maximumSize`` is one error and no tokens, whichever way it came.
    public static func lex(_ file: SourceFile) -> LexedSpec {
        guard !file.isTooLarge else {
            let start = SourceRange(start: 0, end: 0)
            return LexedSpec(
                file: file, tokens: [Token(.endOfFile, start, startsLine: true)], comments: [],
                diagnostics: [.error(LimitMessage.specTooLarge, at: start)])
        }
        let (tokens, comments, diagnostics) = Lexer.scan(file)
        return LexedSpec(file: file, tokens: tokens, comments: comments, diagnostics: diagnostics)
    }

    public static func parse(_ lexed: LexedSpec) -> ParsedSpec {
        let (syntax, diagnostics) = Parser.parse(lexed.tokens, lexicalErrors: lexed.diagnostics)
        return ParsedSpec(lexed: lexed, syntax: syntax, diagnostics: lexed.diagnostics + diagnostics)
    }

    /// Checks names and types, then (only when that found no error) runs the analyses.
    public static func check(_ parsed: ParsedSpec, indexingSymbols: Bool = true) -> CheckResult {
        var checker = Checker(file: parsed.file, indexingSymbols: indexingSymbols)
        // Nothing was read, so there is nothing to find missing.
        guard !parsed.file.isTooLarge else {
            return CheckResult(
                parsed: parsed, machine: nil, sourceMap: nil, diagnostics: parsed.diagnostics, symbols: checker.symbols,
                namespaces: checker.namespaces)
        }
        let checked = checker.check(parsed.syntax).map { CheckedMachine(machine: $0.machine, sourceMap: $0.sourceMap) }
        var diagnostics = parsed.diagnostics + checker.sink.diagnostics
        if diagnostics.contains(where: { $0.id == .missingInitial }), parsed.wroteUnreadableInitial {
            diagnostics.removeAll { $0.id == .missingInitial }
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if !hasErrors, let checked { diagnostics += analyse(checked) }
        return CheckResult(
            parsed: parsed, machine: hasErrors ? nil : checked?.machine, sourceMap: checked?.sourceMap,
            diagnostics: diagnostics.sorted { $0.range.start < $1.range.start }, symbols: checker.symbols,
            namespaces: checker.namespaces)
    }

    /// The warnings of every analysis; they read the model and its source map, never syntax.
    static func analyse(_ checked: CheckedMachine) -> [Diagnostic] {
        MachineAnalysis.warnings(for: checked.machine, sourceMap: checked.sourceMap)
    }

    /// What the generated tests and scenarios expect, worked out by the reference interpreter.
    /// A machine with regions has its events and timers in the region table, read by the scenario walks.
    public static func plan(_ machine: Machine) -> TestPlans {
        let starts = StartTable.cases(for: machine)
        let scopes = ScopeTable.cases(for: machine)
        guard !machine.hasRegions else {
            let regionTable = RegionTable.plan(for: machine)
            let table = TransitionTablePlan(cases: [], overflowOnly: [])
            return TestPlans(
                machine: machine, transitionTable: table, starts: starts, timers: [], scopes: scopes,
                scenarios: ScenarioPlanner.plan(for: machine, table: table, regionTable: regionTable), regionTable: regionTable)
        }
        let table = TransitionTable.plan(for: machine)
        let timers = TimerTable.cases(for: machine)
        return TestPlans(
            machine: machine, transitionTable: table, starts: starts, timers: timers, scopes: scopes,
            scenarios: ScenarioPlanner.plan(for: machine, table: table, timers: timers), eventless: EventlessTable.cases(for: machine))
    }

    /// What the transition matrix shows; only the `table` command and the Generated/ folder ask.
    public static func planMatrix(_ machine: Machine) -> MatrixPlan {
        MatrixTable.plan(for: machine)
    }

    /// The machine's Swift file and, when `runtime` asks, its runtime conformance file.
    public static func emitMachine(
        _ machine: Machine, specPath: String, access: SwiftMachineEmitter.AccessLevel, codable: Bool, runtime: Bool
    ) -> (machine: GeneratedFile, conformance: GeneratedFile?) {
        (
            SwiftMachineEmitter.emit(machine, access: access, codable: codable, specPath: specPath),
            runtime ? RuntimeConformanceEmitter.emit(machine, access: access) : nil
        )
    }

    /// The transition-table tests and the scenarios, importing `module` with `@testable`; with
    /// `runtime` (the machine has its runtime conformance), the tests check its scopes too. With
    /// `specPath`, a missing sample of the user's own type is reported in the spec. With `codable` (or
    /// for a durable machine), the tests check that its values round-trip.
    public static func emitTests(
        _ plans: TestPlans, module: String, runtime: Bool = false, codable: Bool = false, specPath: String? = nil
    ) -> [GeneratedFile] {
        [
            SwiftTestsEmitter.emit(plans, module: module, runtime: runtime, codable: codable, specPath: specPath),
            SwiftScenariosEmitter.emit(plans, module: module),
        ]
    }
}

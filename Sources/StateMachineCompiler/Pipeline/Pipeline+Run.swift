extension Pipeline {
    /// What a run makes of its checked specs besides diagnostics.
    public enum Product: Equatable, Sendable {
        /// Nothing: `check`, the diagrams and the editor.
        case diagnostics
        /// Each spec's machine and, with the configuration's `runtime`, its conformance: `generate`.
        case machines
        /// Each spec's transition tests and scenarios, importing `module` with `@testable`: `tests`.
        case tests(module: String)
        /// Both: each spec's machine (and conformance), then its tests and scenarios: `review`,
        /// which adds the diagrams and the matrix of the same checked machines.
        case review(module: String)
    }

    /// The whole way from specs to generated files, as one configuration asks: each spec is
    /// checked and analysed, its warnings judged as the configuration says, the specs checked
    /// against each other when they are written together, and only then, when every spec has
    /// its machine, the files planned and emitted. The command line, the build plugin's tool
    /// and the language server all enter here, so they report the same severities.
    public static func run(
        _ files: [SourceFile], _ configuration: RunConfiguration, producing product: Product = .diagnostics,
        indexingSymbols: Bool = false
    ) -> PipelineRun {
        var specs = files.map { judge(check($0, indexingSymbols: indexingSymbols), configuration) }
        if product != .diagnostics {
            specs = RunConflicts.check(specs) { outputNames(ofSpec: $0.path, product, configuration.emit) }
            specs = HistoryGeneration.check(specs)
        }
        guard specs.allSatisfy({ $0.machine != nil }) else { return PipelineRun(specs: specs, files: []) }
        let generated = specs.compactMap { spec in spec.machine.map { emit($0, specPath: spec.file.path, product, configuration.emit) } }
        return PipelineRun(specs: specs, files: generated)
    }

    /// One spec, checked and judged as the configuration says: what an editor shows.
    public static func run(_ file: SourceFile, _ configuration: RunConfiguration, indexingSymbols: Bool = true) -> CheckResult {
        judge(check(file, indexingSymbols: indexingSymbols), configuration)
    }

    /// One spec in the configuration of its target (``ConfigurationSource/governing``), as
    /// its build would judge it: what an editor shows. A configuration file the build refuses
    /// is an error at the spec's 1:1 naming the file, with the spec's own findings beside it.
    public static func run(_ file: SourceFile, configuredBy source: ConfigurationSource) -> CheckResult {
        switch source.resolve(forSpecs: [file.path]) {
        case .success(let configuration):
            return run(file, configuration.run())
        case .failure(let failure):
            return run(file, RunConfiguration()).adding([failure.diagnostic])
        }
    }

    /// The warnings the configuration demotes become notes; then, with `warningsAsErrors`,
    /// every warning left becomes an error and the spec yields no machine.
    static func judge(_ result: CheckResult, _ configuration: RunConfiguration) -> CheckResult {
        let demoted = configuration.demoted
        guard configuration.warningsAsErrors || !demoted.isEmpty else { return result }
        return result.replacingDiagnostics(
            result.diagnostics.map { diagnostic in
                guard diagnostic.severity == .warning else { return diagnostic }
                if demoted.contains(diagnostic.id) { return diagnostic.with(severity: .note) }
                return configuration.warningsAsErrors ? diagnostic.with(severity: .error) : diagnostic
            })
    }

    /// The names of the files a spec gives, known before anything is emitted.
    static func outputNames(ofSpec path: String, _ product: Product, _ options: EmitOptions) -> [String] {
        switch product {
        case .diagnostics: []
        case .machines:
            [SwiftMachineEmitter.fileName(forSpec: path)] + (options.runtime ? [RuntimeConformanceEmitter.fileName(forSpec: path)] : [])
        case .tests: [SwiftTestsEmitter.fileName(forSpec: path), SwiftScenariosEmitter.fileName(forSpec: path)]
        case .review(let module): outputNames(ofSpec: path, .machines, options) + outputNames(ofSpec: path, .tests(module: module), options)
        }
    }

    private static func emit(_ machine: Machine, specPath: String, _ product: Product, _ options: EmitOptions) -> [GeneratedFile] {
        switch product {
        case .diagnostics:
            return []
        case .machines:
            let emitted = emitMachine(
                machine, specPath: specPath, access: options.access, codable: options.codable, runtime: options.runtime)
            return [emitted.machine] + (emitted.conformance.map { [$0] } ?? [])
        case .tests(let module):
            return emitTests(plan(machine), module: module, runtime: options.runtime, codable: options.codable, specPath: specPath)
        case .review(let module):
            return emit(machine, specPath: specPath, .machines, options)
                + emit(machine, specPath: specPath, .tests(module: module), options)
        }
    }
}

/// What ``Pipeline/run(_:_:producing:indexingSymbols:)`` made of its specs.
public struct PipelineRun: Sendable {
    /// Each spec's result in the order given, judged as configured and with the run's
    /// conflicts: an error in the later spec, a note in the earlier one.
    public let specs: [CheckResult]
    /// Each spec's files in the order given; none unless every spec has its machine.
    public let files: [[GeneratedFile]]

    public var succeeded: Bool { specs.allSatisfy { $0.machine != nil } }
}

extension Diagnostic {
    /// The same finding judged otherwise, as a configuration asks.
    fileprivate func with(severity: Severity) -> Diagnostic {
        Diagnostic(severity, id, message, at: range, notes: notes, fixIts: fixIts)
    }
}

import Foundation

/// `generate` and `tests` as a function of arguments to an exit status: the whole of the
/// build plugin's tool, `statemachine-gen-build`, and what `statemachine-gen` runs for the
/// same two commands, so both write the same bytes and report the same diagnostics.
public struct BuildTool {
    private let writeOutput: (Data) -> Void
    package let standardError: (String) -> Void

    public init(standardOutput: @escaping (Data) -> Void, standardError: @escaping (String) -> Void) {
        self.writeOutput = standardOutput
        self.standardError = standardError
    }

    package func standardOutput(_ text: String) {
        writeOutput(Data(text.utf8))
    }

    package func standardOutput(_ data: Data) {
        writeOutput(data)
    }

    /// Any command other than `generate` and `tests` is wrong usage: this tool serves builds.
    public func run(_ arguments: [String]) -> ExitStatus {
        let name = arguments.first ?? ""
        let command: BuildCommand?
        do {
            command = try BuildCommand.parse(name, Array(arguments.dropFirst()))
        } catch {
            standardError(error.hint)
            return .usage
        }
        guard let command else {
            standardError(UsageError("'\(name)' is not a build command: this tool runs only 'generate' and 'tests'", command: nil).hint)
            return .usage
        }
        return run(command)
    }

    public func run(_ command: BuildCommand) -> ExitStatus {
        switch command {
        case .generate(let specs, let output, let access, let configurationPath, let options, let runtime, let codable):
            var configuration = GeneratorConfiguration()
            if let configurationPath {
                switch GeneratorConfiguration.load(configurationPath) {
                case .success(let loaded): configuration = loaded
                case .failure(let failure):
                    standardError(failure.rendered)
                    return .specErrors
                }
            }
            let level = access ?? configuration.access ?? .internal
            var options = options
            options.warningsAsErrors = options.warningsAsErrors || configuration.warningsAsErrors
            options.notes = configuration.notes
            guard let checked = checkSpecs(specs, options) else { return .specErrors }
            // `--runtime` wins over the configuration, as `--access` does.
            let isRuntime = runtime || configuration.runtime == true
            let isCodable = codable || configuration.codable == true
            // `checkSpecs` returns one machine per spec, in order, or none.
            let files = zip(checked, specs).map { spec, path in
                let emitted = Pipeline.emitMachine(spec.machine, specPath: path, access: level, codable: isCodable, runtime: isRuntime)
                return [emitted.machine] + (emitted.conformance.map { [$0] } ?? [])
            }
            return write(files, of: checked, into: output)
        case .tests(let specs, let module, let output, let runtime):
            guard let checked = checkSpecs(specs, reportingWarnings: false) else { return .specErrors }
            let files = checked.map { Pipeline.emitTests(Pipeline.plan($0.machine), module: module, runtime: runtime) }
            return write(files, of: checked, into: output)
        }
    }

    /// Writes each spec's files, unless two specs conflict: then each conflict is reported at
    /// both specs and nothing is written.
    private func write(_ files: [[GeneratedFile]], of checked: [(file: SourceFile, machine: Machine)], into output: String) -> ExitStatus {
        let specs = zip(checked, files).map { RunConflicts.Spec(file: $0.file, machine: $0.machine, outputs: $1.map(\.name)) }
        let conflicts = RunConflicts.conflicts(among: specs)
        for conflict in conflicts {
            standardError(DiagnosticRenderer.render(conflict.error.diagnostic, in: conflict.error.file))
            standardError(DiagnosticRenderer.render(conflict.note.diagnostic, in: conflict.note.file))
        }
        return conflicts.isEmpty ? write(files.flatMap { $0 }, into: output) : .specErrors
    }

    /// Checks every spec and reports its diagnostics (text on standard error, or JSON on
    /// standard output); the machines, or `nil` if any spec fails.
    ///
    /// Only `check` and `generate` report warnings. A build runs `generate` and then `tests`
    /// on the same spec, and `generate-state-machines` runs five commands on it; each warning
    /// printed by every one of them would appear two to four times.
    package func checkAll(_ paths: [String], _ options: CheckOptions = CheckOptions(), reportingWarnings: Bool = true) -> [Machine]? {
        checkSpecs(paths, options, reportingWarnings: reportingWarnings)?.map(\.machine)
    }

    /// ``checkAll(_:_:reportingWarnings:)`` with each machine's spec.
    private func checkSpecs(
        _ paths: [String], _ options: CheckOptions = CheckOptions(), reportingWarnings: Bool = true
    ) -> [(file: SourceFile, machine: Machine)]? {
        var machines: [(file: SourceFile, machine: Machine)] = []
        var failed = false
        var json = DiagnosticJSON()
        for path in paths {
            switch SpecLoader.load(path) {
            case .failure(let failure):
                if options.format == .json { json.add(failure) } else { standardError(failure.rendered) }
                failed = true
            case .success(let file):
                var result = Pipeline.check(file, indexingSymbols: false).demoting(options.notes)
                if options.warningsAsErrors { result = result.promotingWarnings() }
                let reported = reportingWarnings ? result.diagnostics : result.diagnostics.filter { $0.severity == .error }
                if options.format == .json {
                    json.add(reported, in: file)
                } else {
                    // One at a time: a file of garbage has a thousand, and one joined string would double the memory.
                    for diagnostic in reported { standardError(DiagnosticRenderer.render(diagnostic, in: file)) }
                }
                if let machine = result.machine { machines.append((file, machine)) } else { failed = true }
            }
        }
        if options.format == .json { standardOutput(json.text) }
        return failed ? nil : machines
    }

    /// Writes every file or none.
    package func write(_ files: [GeneratedFile], into directory: String) -> ExitStatus {
        do {
            try FileOutput.write(files.map { (directory + "/" + $0.name, Data($0.utf8)) })
        } catch {
            standardError("statemachine-gen: error: \(error)\n")
            return .specErrors
        }
        return .success
    }
}

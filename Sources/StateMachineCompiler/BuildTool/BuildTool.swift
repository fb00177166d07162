import Foundation

/// `generate` and `tests` as a function of arguments to an exit status: the whole of the
/// build plugin's tool, `statemachine-gen-build`, and what `statemachine-gen` runs for the
/// same two commands, so both write the same bytes and report the same diagnostics. It
/// reads arguments, specs and the configuration file, and writes what ``Pipeline`` returns.
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
        case .generate(let specs, let output, let request):
            guard let configuration = resolve(request, forSpecs: specs),
                let run = run(specs, configuration, producing: .machines)
            else { return .specErrors }
            return write(run, into: output)
        case .tests(let specs, let module, let output, let request, let summarizingErrors):
            guard let configuration = resolve(request, forSpecs: specs),
                let run = run(
                    specs, configuration, producing: .tests(module: module), reportingWarnings: false, reportingErrors: !summarizingErrors)
            else {
                // SwiftPM stops a build at its first failing command, and may run this one before
                // `generate`: failing here could hide the errors. The spec's target fails instead.
                guard summarizingErrors else { return .specErrors }
                return write(Self.testsNotWritten(specs), into: output)
            }
            return write(run, into: output)
        }
    }

    /// Checks every spec in the configuration `request` resolves to, as a build would, and
    /// reports its diagnostics (text on standard error, or JSON on standard output); the
    /// machines, or `nil` if any spec fails or the configuration file cannot be used.
    package func checkAll(
        _ paths: [String], _ request: ConfigurationRequest, format: DiagnosticFormat = .text, reportingWarnings: Bool = true
    ) -> [Machine]? {
        guard let configuration = resolve(request, forSpecs: paths) else { return nil }
        return run(paths, configuration, format: format, reportingWarnings: reportingWarnings)?.specs.compactMap(\.machine)
    }

    /// Checks the specs once in the configuration `request` resolves to, reporting their
    /// diagnostics as `generate` does, and emits `product`'s files; `nil` if any spec fails.
    package func generate(_ paths: [String], _ request: ConfigurationRequest, producing product: Pipeline.Product) -> PipelineRun? {
        guard let configuration = resolve(request, forSpecs: paths) else { return nil }
        return run(paths, configuration, producing: product)
    }

    /// The one resolution of a run's configuration; a file the run cannot use is reported
    /// at its 1:1, and nothing is checked, as the build refuses it.
    private func resolve(_ request: ConfigurationRequest, forSpecs paths: [String]) -> RunConfiguration? {
        switch request.resolve(forSpecs: paths) {
        case .success(let configuration): return configuration
        case .failure(let failure):
            standardError(failure.rendered)
            return nil
        }
    }

    /// Loads the specs, runs ``Pipeline`` over them and reports what it found; the run, or
    /// `nil` when a spec cannot be read.
    ///
    /// Only `check` and `generate` report warnings. A build runs `generate` and then `tests`
    /// on the same spec; each warning printed by both would appear twice. Errors too are left to
    /// `generate` when the build plugin runs `tests` (`reportingErrors` false).
    private func run(
        _ paths: [String], _ configuration: RunConfiguration, producing product: Pipeline.Product = .diagnostics,
        format: DiagnosticFormat = .text, reportingWarnings: Bool = true, reportingErrors: Bool = true
    ) -> PipelineRun? {
        let loaded = paths.map(SpecLoader.load)
        let run = Pipeline.run(loaded.compactMap { try? $0.get() }, configuration, producing: product)
        var json = DiagnosticJSON()
        var checked = run.specs.makeIterator()
        // In the order the specs were named, each unreadable one where it stands.
        for spec in loaded where reportingErrors {
            switch spec {
            case .failure(let failure):
                if format == .json { json.add(failure) } else { standardError(failure.rendered) }
            case .success:
                guard let spec = checked.next() else { continue }
                // A warning the configuration demotes is a note, left to `check` and `generate` as well.
                let reported = reportingWarnings ? spec.diagnostics : spec.diagnostics.filter { $0.severity == .error }
                if format == .json {
                    json.add(reported, in: spec.file)
                } else {
                    // One at a time: a file of garbage has a thousand, and one joined string would double the memory.
                    for diagnostic in reported { standardError(DiagnosticRenderer.render(diagnostic, in: spec.file)) }
                }
            }
        }
        if format == .json { standardOutput(json.text) }
        let unreadable = loaded.contains { (try? $0.get()) == nil }
        return unreadable || !run.succeeded ? nil : run
    }

    /// What `tests --summarize-errors` writes in place of the tests of specs with errors: files
    /// that hold none, whose comment says where the errors are.
    static func testsNotWritten(_ specs: [String]) -> [GeneratedFile] {
        specs.flatMap { spec in
            Pipeline.outputNames(ofSpec: spec, .tests(module: ""), EmitOptions()).map { name in
                let specName = TerminalText.displayable(URL(fileURLWithPath: spec).lastPathComponent)
                return GeneratedFile(
                    name: name,
                    contents: "// No tests: \(specName) has errors, which the build reports where its machine is generated.\n")
            }
        }
    }

    /// Writes every spec's files or none.
    private func write(_ run: PipelineRun, into directory: String) -> ExitStatus {
        write(run.files.flatMap { $0 }, into: directory)
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

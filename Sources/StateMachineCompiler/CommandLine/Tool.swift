import Foundation

/// The command line, as a function of arguments to an exit status, so tests run it in
/// process; the `statemachine-gen` executable only forwards to it.
public struct Tool {
    public enum ExitStatus: Int32, Sendable {
        case success = 0
        case specErrors = 1
        case usage = 64
        /// A program the command needs (Graphviz's `dot`) is not installed.
        case unavailable = 69
    }

    private var writeOutput: (Data) -> Void
    var standardError: (String) -> Void

    public init(standardOutput: @escaping (Data) -> Void, standardError: @escaping (String) -> Void) {
        self.writeOutput = standardOutput
        self.standardError = standardError
    }

    func standardOutput(_ text: String) {
        writeOutput(Data(text.utf8))
    }

    public func run(_ arguments: [String]) -> ExitStatus {
        let command: Command
        do {
            command = try Command.parse(arguments)
        } catch {
            standardError(error.hint)
            return .usage
        }
        switch command {
        case .help(let topic):
            standardOutput(topic.flatMap(HelpText.text(for:)) ?? HelpText.overview)
            return .success
        case .version:
            standardOutput(HelpText.version + "\n")
            return .success
        case .check(let specs, let options):
            return checkAll(specs, options) == nil ? .specErrors : .success
        case .format(let specs, let check):
            return format(specs, checkOnly: check)
        case .languageServer:
            standardError("statemachine-gen: error: 'lsp' is served by the statemachine-gen executable\n")
            return .usage
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
            guard let machines = checkAll(specs, options) else { return .specErrors }
            // `--runtime` wins over the configuration, as `--access` does.
            let conformances = runtime || configuration.runtime == true
                ? machines.map { RuntimeConformanceEmitter.emit($0, access: level) } : []
            let isCodable = codable || configuration.codable == true
            return write(machines.map { SwiftMachineEmitter.emit($0, access: level, codable: isCodable) } + conformances, into: output)
        case .tests(let specs, let module, let output):
            guard let machines = checkAll(specs, reportingWarnings: false) else { return .specErrors }
            let files = machines.flatMap { machine in
                [SwiftTestsEmitter.emit(machine, module: module), SwiftScenariosEmitter.emit(machine, module: module)]
            }
            return write(files, into: output)
        case .dot(let spec, let output, let options, let format):
            guard let machine = checkAll([spec], reportingWarnings: false)?.first else { return .specErrors }
            let text = DOTEmitter.emit(machine, options: options)
            guard let format else { return deliver(Data(text.utf8), to: output) }
            do {
                let rendered = try GraphvizRenderer.render(dot: text, format: format)
                if !rendered.warnings.isEmpty { standardError(rendered.warnings) }
                return deliver(rendered.image, to: output)
            } catch {
                standardError("statemachine-gen: error: \(error)\n")
                return error == .notInstalled ? .unavailable : .specErrors
            }
        case .table(let spec, let output):
            guard let machine = checkAll([spec], reportingWarnings: false)?.first else { return .specErrors }
            return deliver(Data(MarkdownMatrixEmitter.emit(machine).utf8), to: output)
        case .mermaid(let spec, let output, let options):
            guard let machine = checkAll([spec], reportingWarnings: false)?.first else { return .specErrors }
            return deliver(Data(MermaidEmitter.emit(machine, options: options).utf8), to: output)
        case .new(let name, let output):
            return createMachine(name, in: output)
        }
    }

    /// Prints to standard output, or writes the file (only if its bytes change).
    private func deliver(_ data: Data, to path: String?) -> ExitStatus {
        guard let path else {
            writeOutput(data)
            return .success
        }
        do {
            try FileOutput.write(data, to: path)
            return .success
        } catch {
            standardError("statemachine-gen: error: \(error)\n")
            return .specErrors
        }
    }

    /// Checks every spec and reports its diagnostics (text on standard error, or JSON on
    /// standard output); the machines, or `nil` if any spec fails.
    ///
    /// Only `check` and `generate` report warnings. A build runs `generate` and then `tests`
    /// on the same spec, and `generate-state-machines` runs five commands on it; each warning
    /// printed by every one of them would appear two to four times.
    func checkAll(_ paths: [String], _ options: CheckOptions = CheckOptions(), reportingWarnings: Bool = true) -> [Machine]? {
        var machines: [Machine] = []
        var failed = false
        var json = DiagnosticJSON()
        for path in paths {
            switch SpecLoader.load(path) {
            case .failure(let failure):
                if options.format == .json { json.add(failure) } else { standardError(failure.rendered) }
                failed = true
            case .success(let file):
                var result = SpecChecker.check(file, indexingSymbols: false)
                if options.warningsAsErrors { result = result.promotingWarnings() }
                let reported = reportingWarnings ? result.diagnostics : result.diagnostics.filter { $0.severity == .error }
                if options.format == .json {
                    json.add(reported, in: file)
                } else {
                    // One at a time: a file of garbage has a thousand, and one joined string would double the memory.
                    for diagnostic in reported { standardError(DiagnosticRenderer.render(diagnostic, in: file)) }
                }
                if let machine = result.machine { machines.append(machine) } else { failed = true }
            }
        }
        if options.format == .json { standardOutput(json.text) }
        return failed ? nil : machines
    }

    /// Writes every file, refusing when two specs would produce the same file name.
    func write(_ files: [GeneratedFile], into directory: String) -> ExitStatus {
        var seen: Set<String> = []
        for file in files where !seen.insert(file.name).inserted {
            standardError("statemachine-gen: error: two specs would both write '\(file.name)'; rename one of them\n")
            return .specErrors
        }
        for file in files {
            do {
                try FileOutput.write(file.contents, to: directory + "/" + file.name)
            } catch {
                standardError("statemachine-gen: error: \(error)\n")
                return .specErrors
            }
        }
        return .success
    }
}

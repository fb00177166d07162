/// The command line, as a function of arguments to an exit status, so tests run it in
/// process; the `statemachine-gen` executable only forwards to it.
public struct Tool {
    public enum ExitStatus: Int32, Sendable {
        case success = 0
        case specErrors = 1
        case usage = 64
    }

    private var standardOutput: (String) -> Void
    private var standardError: (String) -> Void

    public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
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
        case .check(let specs):
            return checkAll(specs) == nil ? .specErrors : .success
        case .generate(let specs, let output, let access):
            guard let machines = checkAll(specs) else { return .specErrors }
            return write(machines.map { SwiftMachineEmitter.emit($0, access: access) }, into: output)
        }
    }

    /// Checks every spec and prints its diagnostics; the machines, or `nil` if any has errors.
    func checkAll(_ paths: [String]) -> [Machine]? {
        var machines: [Machine] = []
        var failed = false
        for path in paths {
            switch SpecLoader.load(path) {
            case .failure(let failure):
                standardError(failure.rendered)
                failed = true
            case .success(let file):
                let result = SpecChecker.check(file)
                standardError(DiagnosticRenderer.render(result.diagnostics, in: file))
                if let machine = result.machine { machines.append(machine) } else { failed = true }
            }
        }
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

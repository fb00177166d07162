import StateMachineCompiler
import StateMachineDiagrams

extension Tool.ExitStatus {
    /// `diff`: the machines behave differently (diff(1)'s 1).
    static let differences = Tool.ExitStatus.specErrors
}

extension Tool {
    /// `diff`: 0 when the machines behave the same, 1 when they differ, 2 when a side
    /// cannot be read or checked (its diagnostics printed as `check` prints them), 3 when
    /// no difference was found but a search for inputs gave up.
    func diff(_ command: DiffCommand) -> ExitStatus {
        switch command.sides {
        case .files(let oldPath, let newPath):
            let old = checked(SpecLoader.load(oldPath).mapError(ReadFailure.file))
            let new = checked(SpecLoader.load(newPath).mapError(ReadFailure.file))
            guard let old, let new else { return .cannotCompare }
            if let oldMachine = old.machine, let newMachine = new.machine,
                let message = DifferentMachines.message(old: oldMachine, new: newMachine, oldPath: oldPath, newPath: newPath)
            {
                standardError(message)
                return .cannotCompare
            }
            return report(old, new, title: newPath, command)
        case .revision(let revision, let specs) where specs.count == 1:
            let old = checked(
                GitRevision.read(specs[0], at: revision).mapError {
                    ReadFailure.git($0, specs[0], revision)
                })
            let new = checked(SpecLoader.load(specs[0]).mapError(ReadFailure.file))
            guard let old, let new else { return .cannotCompare }
            return report(old, new, title: specs[0], command)
        case .revision(let revision, let specs):
            return packageReport(specs, against: revision, command.output, codable: command.codable)
        }
    }

    private func report(_ old: CheckResult, _ new: CheckResult, title: String, _ command: DiffCommand) -> ExitStatus {
        let output = command.output
        guard let diff = MachineDiff.compare(old: old, new: new, codable: command.codable) else { return .cannotCompare }
        switch output {
        case .markdown: standardOutput(DiffMarkdown.render(diff, title: title))
        case .json: standardOutput(DiffJSON.render(diff, title: title))
        case .dot, .mermaid:
            guard let oldMachine = old.machine, let newMachine = new.machine else { return .cannotCompare }
            let highlights = DiffHighlights(diff, old: oldMachine, new: newMachine)
            standardOutput(
                output == .dot
                    ? DOTEmitter.emit(newMachine, highlights: highlights) : MermaidEmitter.emit(newMachine, highlights: highlights))
        }
        return diff.differs ? .differences : diff.isComplete ? .success : .incomplete
    }

    /// The spec checked, or `nil` after printing why not, as `check` prints it.
    func checked(_ loaded: Result<SourceFile, ReadFailure>) -> CheckResult? {
        var errors: [String] = []
        return checked(loaded, errors: &errors)
    }

    /// The same, adding the first line of each error to `errors` when the spec cannot be compared.
    func checked(_ loaded: Result<SourceFile, ReadFailure>, errors: inout [String]) -> CheckResult? {
        switch loaded {
        case .failure(let failure):
            standardError(failure.rendered)
            errors.append(String(failure.rendered.dropLast()))  // one line, without its line break
            return nil
        case .success(let file):
            let result = Pipeline.check(file, indexingSymbols: false)
            guard result.machine == nil else { return result }
            for diagnostic in result.diagnostics {
                standardError(DiagnosticRenderer.render(diagnostic, in: file))
                if diagnostic.severity == .error { errors.append(DiagnosticRenderer.headline(diagnostic, in: file)) }
            }
            return nil
        }
    }
}

/// Why one side of a diff could not be read.
enum ReadFailure: Error {
    case file(SpecLoadFailure)
    case git(GitRevision.Failure, String, String)

    var rendered: String {
        switch self {
        case .file(let failure): return failure.rendered
        case .git(.absent, let path, let revision):
            return "\(path):1:1: error: cannot read spec: it does not exist at \(revision)\n"
        case .git(.failed(let message), let path, let revision):
            return "\(path):1:1: error: cannot read spec at \(revision): \(message)\n"
        }
    }
}

import StateMachineCompiler
import StateMachineDiagrams

extension Tool {
    /// `review`: each spec checked once in its configuration, then its machine, conformance,
    /// tests and scenarios as `generate` and `tests` write them, and its DOT, Mermaid and matrix
    /// as `dot`, `mermaid` and `table` write them by default, all written or none. What the
    /// `generate-state-machines` plugin runs, once per target.
    func review(_ specs: [String], module: String, output: String, _ configuration: ConfigurationRequest) -> ExitStatus {
        guard let run = build.generate(specs, configuration, producing: .review(module: module)) else { return .specErrors }
        var files = run.files.flatMap { $0 }
        for spec in run.specs {
            guard let machine = spec.machine else { continue }
            let name = SwiftMachineEmitter.fileName(forSpec: spec.file.path).dropLast(".swift".count)
            files.append(GeneratedFile(name: name + ".dot", contents: DOTEmitter.emit(machine, options: DiagramOptions())))
            files.append(GeneratedFile(name: name + ".mmd", contents: MermaidEmitter.emit(machine, options: DiagramOptions())))
            files.append(GeneratedFile(name: name + ".matrix.md", contents: MarkdownMatrixEmitter.emit(Pipeline.planMatrix(machine))))
        }
        return build.write(files, into: output)
    }
}

import StateMachineCompiler
import StateMachineFormatter

extension Tool {
    /// `format [--check] SPEC...`: rewrites each spec in its canonical layout, only when
    /// that changes its bytes. A spec with syntax errors is reported and left untouched.
    func format(_ paths: [String], checkOnly: Bool) -> ExitStatus {
        var status = ExitStatus.success
        for path in paths {
            let file: SourceFile
            switch SpecLoader.load(path) {
            case .failure(let failure):
                standardError(failure.rendered)
                status = .specErrors
                continue
            case .success(let loaded):
                file = loaded
            }
            switch SpecFormatter.format(Pipeline.parse(file)) {
            case .refused(let diagnostics):
                for diagnostic in diagnostics { standardError(DiagnosticRenderer.render(diagnostic, in: file)) }
                status = .specErrors
            case .formatted(let text) where Array(text.utf8) == file.bytes:
                continue
            case .formatted where checkOnly:
                standardError("\(path): not formatted; run 'statemachine-gen format \(path)'\n")
                status = .specErrors
            case .formatted(let text):
                do {
                    try FileOutput.write(text, to: path)
                } catch {
                    standardError("statemachine-gen: error: \(error)\n")
                    status = .specErrors
                }
            }
        }
        return status
    }
}

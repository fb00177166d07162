import Foundation
import StateMachineCompiler
import StateMachineDiagrams

/// The command line, as a function of arguments to an exit status, so tests run it in
/// process; the `statemachine-gen` executable only forwards to it.
public struct Tool {
    /// The same statuses as the build plugin's tool: 0, 1, 64, and 69 when Graphviz is missing.
    public typealias ExitStatus = BuildTool.ExitStatus

    /// `generate` and `tests`, shared with the build plugin's tool; its output, checks and
    /// writes serve the other commands too.
    let build: BuildTool

    public init(standardOutput: @escaping (Data) -> Void, standardError: @escaping (String) -> Void) {
        build = BuildTool(standardOutput: standardOutput, standardError: standardError)
    }

    /// The status for a command whose output could not be written: an error, which for
    /// `diff` is 2, as 1 already means "the machines differ"
    /// (for `replay`, "the spec differs from a trace").
    public static func writeFailureStatus(for arguments: [String]) -> ExitStatus {
        switch try? Command.parse(arguments) {
        case .diff?, .replay?: return .cannotCompare
        default: return .specErrors
        }
    }

    func standardOutput(_ text: String) { build.standardOutput(text) }

    func standardError(_ text: String) { build.standardError(text) }

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
        case .check(let specs, let format, let configuration):
            return build.checkAll(specs, configuration, format: format) == nil ? .specErrors : .success
        case .format(let specs, let check):
            return format(specs, checkOnly: check)
        case .languageServer:
            standardError("statemachine-gen: error: 'lsp' is served by the statemachine-gen executable\n")
            return .usage
        case .build(let command):
            return build.run(command)
        case .dot(let spec, let output, let options, let format, let configuration):
            guard let machine = build.checkAll([spec], configuration, reportingWarnings: false)?.first else { return .specErrors }
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
        case .table(let spec, let output, let configuration):
            guard let machine = build.checkAll([spec], configuration, reportingWarnings: false)?.first else {
                return .specErrors
            }
            return deliver(Data(MarkdownMatrixEmitter.emit(Pipeline.planMatrix(machine)).utf8), to: output)
        case .mermaid(let spec, let output, let options, let configuration):
            guard let machine = build.checkAll([spec], configuration, reportingWarnings: false)?.first else {
                return .specErrors
            }
            return deliver(Data(MermaidEmitter.emit(machine, options: options).utf8), to: output)
        case .review(let specs, let module, let output, let configuration):
            return review(specs, module: module, output: output, configuration)
        case .new(let name, let output):
            return build.createMachine(name, in: output)
        case .diff(let command):
            return diff(command)
        case .replay(let spec, let traces, let configuration):
            return replay(spec: spec, traces: traces, configuration: configuration)
        case .explore(let specs, let output, let trace, let configuration):
            return explore(specs, output: output, trace: trace, configuration)
        }
    }

    /// Prints to standard output, or writes the file (only if its bytes change).
    func deliver(_ data: Data, to path: String?) -> ExitStatus {
        guard let path else {
            build.standardOutput(data)
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
}

import StateMachineCompiler
import StateMachineDiagrams

/// One parsed invocation of `statemachine-gen`.
public enum Command: Equatable, Sendable {
    /// `generate` or `tests`: what a build runs, parsed and run by the same code as in the
    /// build plugin's tool.
    case build(BuildCommand)
    /// Checks the specs in their configuration, as the build would (``ConfigurationRequest``).
    case check(specs: [String], format: DiagnosticFormat = .text, configuration: ConfigurationRequest = ConfigurationRequest())
    /// `check` true: write nothing, fail naming each spec that is not formatted.
    case format(specs: [String], check: Bool)
    /// `format` is `nil` for DOT text, or an image format rendered by Graphviz.
    case dot(spec: String, output: String?, options: DiagramOptions, format: GraphvizFormat?, configuration: ConfigurationRequest)
    case mermaid(spec: String, output: String?, options: DiagramOptions, configuration: ConfigurationRequest)
    /// `lsp`: served by the executable, which links the language server.
    case languageServer
    /// Everything a reviewer reads of `specs` in `output`, from one check of each: the machines
    /// (`generate`), their tests and scenarios for `module` (`tests`), DOT, Mermaid and the matrix.
    case review(specs: [String], module: String, output: String, configuration: ConfigurationRequest)
    /// The Markdown transition matrix of one spec, on standard output or into `output`.
    case table(spec: String, output: String?, configuration: ConfigurationRequest)
    /// One offline page per spec that runs the machine; `output` is the page, or a directory
    /// of pages (`NAME.html`) for several specs.
    case explore(specs: [String], output: String, trace: String?, configuration: ConfigurationRequest)
    /// What changed in behaviour between two versions of a spec.
    case diff(DiffCommand)
    /// Each trace a `MachineStore` recorded, replayed on the spec: where it first differs.
    case replay(spec: String, traces: [String], configuration: ConfigurationRequest)
    /// A new spec `NAME.sm` in `output`, plus the Swift file a target needs if it has none.
    case new(name: String, output: String)
    case help(topic: String?)
    case version

    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let name = arguments.first else { return .help(topic: nil) }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "--help", "-h":
            return .help(topic: nil)
        case "--version":
            return .version
        case "help":
            guard rest.count <= 1 else { throw UsageError("'help' takes at most one command name", command: nil) }
            if let topic = rest.first, HelpText.text(for: topic) == nil {
                throw UsageError(
                    "no help for unknown command '\(topic)'" + NameSuggestion.suffix(for: topic, among: HelpText.commands), command: nil)
            }
            return .help(topic: rest.first)
        default:
            break
        }
        if rest.contains("--help") || rest.contains("-h"), HelpText.text(for: name) != nil {
            return .help(topic: name)
        }
        if let command = try BuildCommand.parse(name, rest) {
            return .build(command)
        }
        switch name {
        case "check":
            let scanner = try ArgumentScanner(
                rest, command: name, valued: ["--format", "--config"], flags: ["--warnings-as-errors", "--no-config"])
            return .check(
                specs: try scanner.specs(command: name), format: try scanner.choice("--format", command: name) ?? .text,
                configuration: try scanner.configurationRequest(command: name))
        case "format":
            let scanner = try ArgumentScanner(rest, command: name, valued: [], flags: ["--check"])
            return .format(specs: try scanner.specs(command: name), check: scanner.flag("--check"))
        case "lsp":
            guard rest.isEmpty else { throw UsageError("'lsp' takes no arguments", command: name) }
            return .languageServer
        case "dot", "mermaid":
            let valued: Set<String> =
                name == "dot" ? ["--output", "--detail", "--format", "--config"] : ["--output", "--detail", "--config"]
            let scanner = try ArgumentScanner(rest, command: name, valued: valued, flags: ["--hide-ignored", "--no-config"])
            let configuration = try scanner.configurationRequest(command: name)
            let specs = try scanner.specs(command: name)
            guard specs.count == 1 else { throw UsageError("'\(name)' draws one spec at a time", command: name) }
            let detail: DiagramOptions.Detail = try scanner.choice("--detail", command: name) ?? .full
            let options = DiagramOptions(detail: detail, showsIgnoreRows: !scanner.flag("--hide-ignored"))
            if name == "mermaid" {
                return .mermaid(spec: specs[0], output: scanner.value("--output"), options: options, configuration: configuration)
            }
            let format: DiagramFormat = try scanner.choice("--format", command: name) ?? .dot
            return .dot(
                spec: specs[0], output: scanner.value("--output"), options: options, format: format.graphviz, configuration: configuration)
        case "review":
            let scanner = try ArgumentScanner(
                rest, command: name, valued: ["--module", "--output", "--access", "--config"],
                flags: ["--warnings-as-errors", "--runtime", "--codable", "--no-config"])
            let module = try scanner.required("--module", "MODULE", command: name)
            guard BuildCommand.isModuleName(module) else {
                throw UsageError("'--module' must be a Swift module name: '\(TerminalText.displayable(module))' is not", command: name)
            }
            return .review(
                specs: try scanner.specs(command: name), module: module, output: try scanner.required("--output", "DIR", command: name),
                configuration: try scanner.configurationRequest(command: name))
        case "new":
            let (machine, output) = try NewMachine.parse(rest, command: name)
            return .new(name: machine, output: output)
        case "diff":
            return .diff(try DiffCommand.parse(rest))
        case "replay":
            let scanner = try ArgumentScanner(rest, command: name, valued: ["--config"], flags: ["--no-config"])
            let files = try scanner.specs(command: name)
            guard files.count >= 2 else { throw UsageError("give a spec and at least one trace: SPEC TRACE...", command: name) }
            return .replay(
                spec: files[0], traces: Array(files.dropFirst()), configuration: try scanner.configurationRequest(command: name))
        case "explore":
            let scanner = try ArgumentScanner(rest, command: name, valued: ["--output", "--trace", "--config"], flags: ["--no-config"])
            let specs = try scanner.specs(command: name)
            let trace = scanner.value("--trace")
            guard trace == nil || specs.count == 1 else { throw UsageError("'explore --trace' plays a trace on one spec", command: name) }
            return .explore(
                specs: specs, output: try scanner.required("--output", "FILE.html", command: name), trace: trace,
                configuration: try scanner.configurationRequest(command: name))
        case "table":
            let scanner = try ArgumentScanner(rest, command: name, valued: ["--output", "--config"], flags: ["--no-config"])
            let specs = try scanner.specs(command: name)
            guard specs.count == 1 else { throw UsageError("'table' prints one spec at a time", command: name) }
            return .table(spec: specs[0], output: scanner.value("--output"), configuration: try scanner.configurationRequest(command: name))
        default:
            throw UsageError("unknown command '\(name)'" + NameSuggestion.suffix(for: name, among: HelpText.commands), command: nil)
        }
    }
}

/// `--format` of `dot`: DOT text itself, or an image Graphviz renders from it.
enum DiagramFormat: String, CaseIterable {
    case dot, svg, png

    var graphviz: GraphvizFormat? { GraphvizFormat(rawValue: rawValue) }
}

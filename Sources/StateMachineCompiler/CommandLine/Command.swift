/// One parsed invocation of `statemachine-gen`.
public enum Command: Equatable, Sendable {
    /// `access` is `nil` when neither `--access` nor the configuration sets it. With `runtime`
    /// (`--runtime`), each machine also gets its `StateMachineRuntime` conformance file; with
    /// `codable` (`--codable`), its State, Event, Effect and Context are `Codable`.
    case generate(
        specs: [String], output: String, access: SwiftMachineEmitter.AccessLevel?, configuration: String?,
        options: CheckOptions = CheckOptions(), runtime: Bool = false, codable: Bool = false)
    case check(specs: [String], options: CheckOptions = CheckOptions())
    /// `check` true: write nothing, fail naming each spec that is not formatted.
    case format(specs: [String], check: Bool)
    case tests(specs: [String], module: String, output: String)
    /// `format` is `nil` for DOT text, or an image format rendered by Graphviz.
    case dot(spec: String, output: String?, options: DiagramOptions, format: GraphvizFormat?)
    case mermaid(spec: String, output: String?, options: DiagramOptions)
    /// `lsp`: served by the executable, which links the language server.
    case languageServer
    /// The Markdown transition matrix of one spec, on standard output or into `output`.
    case table(spec: String, output: String?)
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
        switch name {
        case "generate":
            let scanner = try ArgumentScanner(
                rest, command: name, valued: ["--output", "--access", "--config"], flags: ["--warnings-as-errors", "--runtime", "--codable"])
            return .generate(
                specs: try specs(scanner, command: name), output: try scanner.required("--output", "DIR", command: name),
                access: try scanner.choice("--access", command: name), configuration: scanner.value("--config"),
                options: CheckOptions(warningsAsErrors: scanner.flag("--warnings-as-errors")), runtime: scanner.flag("--runtime"),
                codable: scanner.flag("--codable"))
        case "check":
            let scanner = try ArgumentScanner(rest, command: name, valued: ["--format"], flags: ["--warnings-as-errors"])
            let options = CheckOptions(
                format: try scanner.choice("--format", command: name) ?? .text, warningsAsErrors: scanner.flag("--warnings-as-errors"))
            return .check(specs: try specs(scanner, command: name), options: options)
        case "format":
            let scanner = try ArgumentScanner(rest, command: name, valued: [], flags: ["--check"])
            return .format(specs: try specs(scanner, command: name), check: scanner.flag("--check"))
        case "lsp":
            guard rest.isEmpty else { throw UsageError("'lsp' takes no arguments", command: name) }
            return .languageServer
        case "tests":
            let scanner = try ArgumentScanner(rest, command: name, valued: ["--module", "--output"], flags: [])
            return .tests(
                specs: try specs(scanner, command: name), module: try scanner.required("--module", "MODULE", command: name),
                output: try scanner.required("--output", "DIR", command: name))
        case "dot", "mermaid":
            let valued: Set<String> = name == "dot" ? ["--output", "--detail", "--format"] : ["--output", "--detail"]
            let scanner = try ArgumentScanner(rest, command: name, valued: valued, flags: ["--hide-ignored"])
            let specs = try specs(scanner, command: name)
            guard specs.count == 1 else { throw UsageError("'\(name)' draws one spec at a time", command: name) }
            let detail: DiagramOptions.Detail = try scanner.choice("--detail", command: name) ?? .full
            let options = DiagramOptions(detail: detail, showsIgnoreRows: !scanner.flag("--hide-ignored"))
            if name == "mermaid" { return .mermaid(spec: specs[0], output: scanner.value("--output"), options: options) }
            let format: DiagramFormat = try scanner.choice("--format", command: name) ?? .dot
            return .dot(spec: specs[0], output: scanner.value("--output"), options: options, format: format.graphviz)
        case "new":
            let scanner = try ArgumentScanner(rest, command: name, valued: ["--output"], flags: [])
            guard scanner.positionals.count == 1, let machine = scanner.positionals.first else {
                throw UsageError("'new' takes one machine name, such as 'upload'", command: name)
            }
            guard NewMachine.isValidName(machine) else {
                throw UsageError("'\(machine)' is not a valid machine name: use letters, digits and '_', starting with a letter", command: name)
            }
            return .new(name: machine, output: try scanner.required("--output", "DIR", command: name))
        case "table":
            let scanner = try ArgumentScanner(rest, command: name, valued: ["--output"], flags: [])
            let specs = try specs(scanner, command: name)
            guard specs.count == 1 else { throw UsageError("'table' prints one spec at a time", command: name) }
            return .table(spec: specs[0], output: scanner.value("--output"))
        default:
            throw UsageError("unknown command '\(name)'" + NameSuggestion.suffix(for: name, among: HelpText.commands), command: nil)
        }
    }

    private static func specs(_ scanner: ArgumentScanner, command: String) throws(UsageError) -> [String] {
        guard !scanner.positionals.isEmpty else { throw UsageError("no spec files given", command: command) }
        return scanner.positionals
    }
}

/// `--format` of `dot`: DOT text itself, or an image Graphviz renders from it.
enum DiagramFormat: String, CaseIterable {
    case dot, svg, png

    var graphviz: GraphvizFormat? { GraphvizFormat(rawValue: rawValue) }
}

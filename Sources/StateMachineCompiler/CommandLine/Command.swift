/// One parsed invocation of `statemachine-gen`.
public enum Command: Equatable, Sendable {
    case generate(specs: [String], output: String, access: SwiftMachineEmitter.AccessLevel)
    case check(specs: [String])
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
                throw UsageError("no help for unknown command '\(topic)'", command: nil)
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
            let scanner = try ArgumentScanner(rest, command: name, valued: ["--output", "--access"], flags: [])
            return .generate(
                specs: try specs(scanner, command: name), output: try scanner.required("--output", "DIR", command: name),
                access: try scanner.choice("--access", default: .internal, command: name))
        case "check":
            let scanner = try ArgumentScanner(rest, command: name, valued: [], flags: [])
            return .check(specs: try specs(scanner, command: name))
        default:
            throw UsageError("unknown command '\(name)'" + NameSuggestion.suffix(for: name, among: HelpText.commands), command: nil)
        }
    }

    private static func specs(_ scanner: ArgumentScanner, command: String) throws(UsageError) -> [String] {
        guard !scanner.positionals.isEmpty else { throw UsageError("no spec files given", command: command) }
        return scanner.positionals
    }
}

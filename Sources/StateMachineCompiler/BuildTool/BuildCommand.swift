/// The two commands a build runs, parsed: `generate` writes each spec's machine, `tests` the
/// transition tests and scenarios of the machines a test target tests. The build plugin's
/// tool understands only these; `statemachine-gen` parses them with the same code.
public enum BuildCommand: Equatable, Sendable {
    /// Each spec's machine, in the configuration the request resolves to: with `runtime`, each
    /// machine also gets its `StateMachineRuntime` conformance file; with `codable`, its
    /// State, Event, Effect and Context are `Codable`.
    case generate(specs: [String], output: String, configuration: ConfigurationRequest)
    /// The transition tests and scenarios of the machines of `module`: with the configuration's
    /// `runtime` (the module has the machines' runtime conformances), they also check each
    /// machine's `scopes(of:context:)`. With `summarizingErrors` (`--summarize-errors`), specs
    /// with errors get files that hold no tests, and the command succeeds quietly: the build
    /// plugin passes it, since the same build's `generate` reports the errors and fails.
    case tests(specs: [String], module: String, output: String, configuration: ConfigurationRequest, summarizingErrors: Bool = false)

    /// The command `name` with the arguments after it; `nil` if `name` is not a build command.
    public static func parse(_ name: String, _ arguments: [String]) throws(UsageError) -> BuildCommand? {
        switch name {
        case "generate":
            let scanner = try ArgumentScanner(
                arguments, command: name, valued: ["--output", "--access", "--config"],
                flags: ["--warnings-as-errors", "--runtime", "--codable", "--no-config"])
            return .generate(
                specs: try scanner.specs(command: name), output: try scanner.required("--output", "DIR", command: name),
                configuration: try scanner.configurationRequest(command: name))
        case "tests":
            let scanner = try ArgumentScanner(
                arguments, command: name, valued: ["--module", "--output", "--config"],
                flags: ["--runtime", "--summarize-errors", "--no-config"])
            let module = try scanner.required("--module", "MODULE", command: name)
            // It is spelled into `@testable import MODULE` in every generated test file.
            guard isModuleName(module) else {
                throw UsageError(
                    "'--module' must be a Swift module name (letters, digits and '_', as SwiftPM spells a target's module): "
                        + "'\(TerminalText.displayable(module))' is not", command: name)
            }
            return .tests(
                specs: try scanner.specs(command: name), module: module, output: try scanner.required("--output", "DIR", command: name),
                configuration: try scanner.configurationRequest(command: name), summarizingErrors: scanner.flag("--summarize-errors"))
        default:
            return nil
        }
    }

    package static func isModuleName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), !SwiftKeyword.all.contains(name)
        else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}

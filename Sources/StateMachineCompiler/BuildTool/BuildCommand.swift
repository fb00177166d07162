/// The two commands a build runs, parsed: `generate` writes each spec's machine, `tests` the
/// transition tests and scenarios of the machines a test target tests. The build plugin's
/// tool understands only these; `statemachine-gen` parses them with the same code.
public enum BuildCommand: Equatable, Sendable {
    /// `access` is `nil` when neither `--access` nor the configuration sets it. With `runtime`
    /// (`--runtime`), each machine also gets its `StateMachineRuntime` conformance file; with
    /// `codable` (`--codable`), its State, Event, Effect and Context are `Codable`.
    case generate(
        specs: [String], output: String, access: SwiftMachineEmitter.AccessLevel?, configuration: String?,
        options: CheckOptions = CheckOptions(), runtime: Bool = false, codable: Bool = false)
    /// With `runtime` (`--runtime`, the module has the machines' runtime conformances), the
    /// tests also check each machine's `scopes(of:context:)`. With `summarizingErrors`
    /// (`--summarize-errors`), specs with errors get files that hold no tests, and the command
    /// succeeds quietly: the build plugin passes it, since the same build's `generate` reports
    /// the errors and fails.
    case tests(specs: [String], module: String, output: String, runtime: Bool = false, summarizingErrors: Bool = false)

    /// The command `name` with the arguments after it; `nil` if `name` is not a build command.
    public static func parse(_ name: String, _ arguments: [String]) throws(UsageError) -> BuildCommand? {
        switch name {
        case "generate":
            let scanner = try ArgumentScanner(
                arguments, command: name, valued: ["--output", "--access", "--config"],
                flags: ["--warnings-as-errors", "--runtime", "--codable"])
            return .generate(
                specs: try scanner.specs(command: name), output: try scanner.required("--output", "DIR", command: name),
                access: try scanner.choice("--access", command: name), configuration: scanner.value("--config"),
                options: CheckOptions(warningsAsErrors: scanner.flag("--warnings-as-errors")), runtime: scanner.flag("--runtime"),
                codable: scanner.flag("--codable"))
        case "tests":
            let scanner = try ArgumentScanner(
                arguments, command: name, valued: ["--module", "--output"], flags: ["--runtime", "--summarize-errors"])
            let module = try scanner.required("--module", "MODULE", command: name)
            // It is spelled into `@testable import MODULE` in every generated test file.
            guard isModuleName(module) else {
                throw UsageError(
                    "'--module' must be a Swift module name (letters, digits and '_', as SwiftPM spells a target's module): "
                        + "'\(TerminalText.displayable(module))' is not", command: name)
            }
            return .tests(
                specs: try scanner.specs(command: name), module: module, output: try scanner.required("--output", "DIR", command: name),
                runtime: scanner.flag("--runtime"), summarizingErrors: scanner.flag("--summarize-errors"))
        default:
            return nil
        }
    }

    private static func isModuleName(_ name: String) -> Bool {
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

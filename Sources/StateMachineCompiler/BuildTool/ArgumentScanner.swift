/// Splits a subcommand's arguments into positionals, valued options and flags, strictly:
/// an unknown option, a missing value or a repeated option is a usage error, and a
/// misspelled option or choice gets a "did you mean", as misspelled names in a spec do.
package struct ArgumentScanner {
    package private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    package init(_ arguments: [String], command: String, valued: Set<String>, flags allowedFlags: Set<String>) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positionals += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            if allowedFlags.contains(name), parts.count == 1 {
                flags.insert(name)
            } else if valued.contains(name) {
                guard values[name] == nil else { throw UsageError("'\(name)' given twice", command: command) }
                if parts.count == 2 {
                    values[name] = parts[1]
                } else if let value = remaining.popFirst(), !value.hasPrefix("--") {
                    values[name] = value
                } else {
                    throw UsageError("'\(name)' needs a value", command: command)
                }
                // An unset shell variable: `--output ""` would otherwise write into `/`.
                if values[name]?.isEmpty == true { throw UsageError("'\(name)' needs a value, not an empty string", command: command) }
            } else {
                let known = (valued.union(allowedFlags).union(["--help"])).sorted()
                throw UsageError(
                    "unknown option '\(name)' for '\(command)'" + NameSuggestion.suffix(for: name, among: known), command: command)
            }
        }
    }

    package func value(_ name: String) -> String? { values[name] }

    package func required(_ name: String, _ placeholder: String, command: String) throws(UsageError) -> String {
        guard let value = values[name] else { throw UsageError("missing '\(name) \(placeholder)'", command: command) }
        return value
    }

    package func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The spec paths: every positional argument, at least one.
    package func specs(command: String) throws(UsageError) -> [String] {
        guard !positionals.isEmpty else { throw UsageError("no spec files given", command: command) }
        return positionals
    }

    /// A value restricted to a fixed set, such as `--access public`.
    package func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, command: String
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let raw = values[name] else { return nil }
        guard let choice = Choice(rawValue: raw) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            let suggestion = NameSuggestion.suffix(for: raw, among: Choice.allCases.map(\.rawValue))
            throw UsageError("'\(name)' must be one of: \(allowed)" + suggestion, command: command)
        }
        return choice
    }
}

/// Wrong usage: exit status 64 with a one-line hint.
public struct UsageError: Error, Equatable, Sendable {
    public let message: String
    /// The subcommand whose help explains the right usage, if any.
    public let command: String?

    public init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    public var hint: String {
        let help = command.map { "statemachine-gen help \($0)" } ?? "statemachine-gen --help"
        return "statemachine-gen: error: \(message) (see '\(help)')\n"
    }
}

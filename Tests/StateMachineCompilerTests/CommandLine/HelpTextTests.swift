import Testing

/// `--help` is where a newcomer looks first: it must name every command and every option
/// each command accepts, and each command's own help must document its options.
@Suite struct HelpTextTests {
    let commandLine = CommandLineTests()

    /// Written out here rather than read from the parser, so that a new option without help fails.
    static let options: [(command: String, options: [String])] = [
        ("generate", ["--output DIR", "--access internal|public", "--config FILE", "--runtime", "--codable", "--warnings-as-errors"]),
        ("check", ["--format text|json", "--warnings-as-errors"]),
        ("tests", ["--module MODULE", "--output DIR", "--runtime", "--summarize-errors"]),
        ("dot", ["--output FILE", "--detail events|guards|full", "--format dot|svg|png", "--hide-ignored"]),
        ("mermaid", ["--output FILE", "--detail events|guards|full", "--hide-ignored"]),
        ("table", ["--output FILE"]),
        ("explore", ["--output FILE.html", "--trace TRACE", "--config FILE"]),
        ("diff", ["--against REV", "--format markdown|json", "--dot", "--mermaid"]),
        ("replay", ["--config FILE", "--no-config"]),
        ("new", ["--output DIR"]),
    ]

    @Test(arguments: options.map(\.command))
    func topLevelHelpShowsEveryOptionOfTheCommand(_ command: String) throws {
        let help = commandLine.run(["--help"])
        #expect(help.status == .success)
        let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A command's entry: its line in the list and the indented continuation lines after it.
        let start = try #require(lines.firstIndex { $0.hasPrefix("  \(command) ") })
        let entry = lines[start...].prefix { $0 == lines[start] || $0.hasPrefix("       ") }.joined(separator: "\n")
        for option in try #require(Self.options.first { $0.command == command }).options {
            #expect(entry.contains(option), "'--help' entry for \(command) lacks \(option):\n\(entry)")
        }
    }

    @Test(arguments: options.map(\.command))
    func commandHelpDocumentsEveryOption(_ command: String) throws {
        let help = commandLine.run(["help", command])
        #expect(help.status == .success)
        #expect(help.output.hasPrefix("Usage: statemachine-gen \(command) "))
        let optionLines = help.output.split(separator: "\n").filter { $0.hasPrefix("  --") }
        for option in try #require(Self.options.first { $0.command == command }).options {
            #expect(optionLines.contains { $0.hasPrefix("  \(option) ") }, "'help \(command)' does not explain \(option)")
        }
    }

    @Test func everyCommandIsListedAndAMisspelledOneIsSuggested() {
        let help = commandLine.run(["--help"]).output
        for (command, _) in Self.options { #expect(help.contains("\n  \(command) ")) }
        #expect(commandLine.run(["help", "mermiad"]).errors.contains("no help for unknown command 'mermiad'; did you mean 'mermaid'?"))
    }
}

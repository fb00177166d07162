import StateMachineCompiler

/// `statemachine-gen diff OLD.sm NEW.sm` or `statemachine-gen diff SPEC... [--against REV]`.
public struct DiffCommand: Equatable, Sendable {
    public enum Sides: Equatable, Sendable {
        case files(old: String, new: String)
        /// Each working file against the same path at a git revision.
        case revision(String, specs: [String])
    }

    public enum Output: String, CaseIterable, Sendable {
        case markdown, json, dot, mermaid
    }

    /// `--format`'s choices; the diagrams have flags of their own.
    enum Format: String, CaseIterable {
        case markdown, json
    }

    public let sides: Sides
    public let output: Output
    /// `--codable`: the machines are generated `Codable`, so the app may store any of their
    /// values; the report lists what old stored values cannot survive.
    public let codable: Bool

    public init(sides: Sides, output: Output = .markdown, codable: Bool = false) {
        self.sides = sides
        self.output = output
        self.codable = codable
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> DiffCommand {
        let name = "diff"
        let scanner = try ArgumentScanner(
            arguments, command: name, valued: ["--against", "--format"], flags: ["--dot", "--mermaid", "--codable"])
        let specs = try scanner.specs(command: name)
        var outputs: [Output] = []
        if let format: Format = try scanner.choice("--format", command: name) { outputs.append(format == .json ? .json : .markdown) }
        if scanner.flag("--dot") { outputs.append(.dot) }
        if scanner.flag("--mermaid") { outputs.append(.mermaid) }
        guard outputs.count <= 1 else { throw UsageError("give at most one of '--format', '--dot' and '--mermaid'", command: name) }
        let output = outputs.first ?? .markdown
        let sides: Sides
        if let revision = scanner.value("--against") {
            if let problem = GitRevision.problem(with: revision) { throw UsageError(problem, command: name) }
            sides = .revision(revision, specs: specs)
        } else if specs.count == 2 {
            sides = .files(old: specs[0], new: specs[1])
        } else if specs.count == 1 {
            sides = .revision("HEAD", specs: specs)
        } else {
            throw UsageError(
                "compare two specs, OLD NEW, or specs with a git revision, SPEC... --against REV",
                command: name)
        }
        if case .revision(_, let specs) = sides, specs.count > 1, output == .dot || output == .mermaid {
            throw UsageError("'--\(output.rawValue)' draws one spec at a time", command: name)
        }
        return DiffCommand(sides: sides, output: output, codable: scanner.flag("--codable"))
    }
}

import Foundation
import StateMachineTestSupport
import Testing

/// A spec twice as large costs about twice as much, for every command and the language server:
/// measured in instructions (valgrind's count, which the machine's load does not change), never
/// in time. For sizes n, 2n and 4n, the second doubling may cost at most 2.5 times the first
/// (a quadratic stage would cost 4 times; the process's fixed start-up cancels out). CI
/// installs valgrind and sets `STATEMACHINE_GEN_REQUIRE_VALGRIND=1`, so there it fails rather
/// than skips. The bounds are listed in the hostile-input documentation.
@Suite(.serialized) struct GrowthTests {
    static let valgrind = BuiltExecutable.onPath("valgrind")
    static let tool = BuiltExecutable.path("statemachine-gen")
    static let required = ProcessInfo.processInfo.environment["STATEMACHINE_GEN_REQUIRE_VALGRIND"] == "1"

    /// One measured shape: a command (or `lsp`, the language server), a spec generator and its
    /// smallest size; for `diff`, `edit` makes the new side from the old.
    struct Shape: CustomTestStringConvertible, Sendable {
        let command: String
        let spec: @Sendable (Int) -> String
        let name: String
        let size: Int
        var edit: @Sendable (String) -> String = { $0 }
        var testDescription: String { "\(command) of \(name) from \(size)" }
    }

    /// Regions, groups, nesting depth and rows, across the commands; the smallest sizes that still
    /// show the growth, since valgrind runs a debug build some fifty times slower.
    static let shapes: [Shape] = [
        Shape(command: "check", spec: { GrowthSpecs.groupChains($0, depth: 8) }, name: "group chains", size: 200),
        Shape(command: "check", spec: GrowthSpecs.rows, name: "rows", size: 100),
        Shape(command: "check", spec: GrowthSpecs.regionsWithOwnEvents, name: "regions with an event each", size: 40),
        Shape(command: "generate", spec: GrowthSpecs.rows, name: "rows", size: 100),
        Shape(command: "generate", spec: GrowthSpecs.regionsSharingEvents, name: "regions sharing two events", size: 40),
        Shape(command: "tests", spec: GrowthSpecs.rows, name: "rows", size: 25),
        // From 40 regions the walks stop at their budget, and from 129 the table at its bound:
        // past them, a machine twice as large costs little more.
        Shape(command: "tests", spec: GrowthSpecs.regionsWithOwnEvents, name: "regions with an event each", size: 40),
        Shape(command: "dot", spec: { GrowthSpecs.groupChains($0, depth: 8) }, name: "group chains", size: 100),
        Shape(command: "mermaid", spec: { GrowthSpecs.groupChains($0, depth: $0) }, name: "one chain of nested groups", size: 100),
        Shape(command: "diff", spec: GrowthSpecs.rows, name: "rows", size: 50) {
            $0.replacingOccurrences(of: "s0 on next -> s1\n", with: "s0 on next -> s0\n")
        },
        Shape(command: "diff", spec: GrowthSpecs.regionsWithOwnEvents, name: "regions with an event each", size: 20) {
            $0.replacingOccurrences(of: "a0 on e0 -> b0\n", with: "a0 on e0 -> c0\n")
        },
        Shape(command: "lsp", spec: GrowthSpecs.rows, name: "rows", size: 50),
    ]

    @Test(.enabled(if: (GrowthTests.valgrind != nil && GrowthTests.tool != nil) || GrowthTests.required), arguments: GrowthTests.shapes)
    func aSpecTwiceAsLargeCostsAboutTwiceAsMuch(_ shape: Shape) throws {
        let valgrind = try #require(Self.valgrind, "valgrind is required (STATEMACHINE_GEN_REQUIRE_VALGRIND=1)")
        let tool = try #require(Self.tool)
        let counts = try [1, 2, 4].map { try instructions(shape, size: shape.size * $0, valgrind: valgrind, tool: tool) }
        let first = counts[1] - counts[0]
        let second = counts[2] - counts[1]
        #expect(second * 2 <= first * 5, "instructions at n, 2n, 4n: \(counts)")
    }

    /// The instructions `statemachine-gen` executes for the shape's command at `size`.
    func instructions(_ shape: Shape, size: Int, valgrind: String, tool: String) throws -> Int {
        let folder = try Swiftc.scratchDirectory()
        let text = shape.spec(size)
        let spec = folder.appendingPathComponent("spec.sm")
        try Data(text.utf8).write(to: spec)
        let output = folder.appendingPathComponent("out").path
        let measured = ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", tool]
        let run: ProcessRun
        switch shape.command {
        case "check":
            run = try ProcessRunner.run(valgrind, measured + ["check", spec.path], stoppingAfter: 600)
        case "tests":
            run = try ProcessRunner.run(valgrind, measured + ["tests", spec.path, "--module", "M", "--output", output], stoppingAfter: 600)
        case "diff":
            let changed = folder.appendingPathComponent("changed.sm")
            try Data(shape.edit(text).utf8).write(to: changed)
            run = try ProcessRunner.run(valgrind, measured + ["diff", spec.path, changed.path], stoppingAfter: 600)
        case "lsp":
            let session = folder.appendingPathComponent("session.jsonrpc")
            try LanguageServerSession.messages(opening: text).write(to: session)
            // The runner gives a program no standard input; the shell hands it the session.
            run = try ProcessRunner.run(
                "/bin/sh", ["-c", "exec \"$@\" < \"$0\"", session.path, valgrind] + measured + ["lsp"], stoppingAfter: 600)
        default:
            run = try ProcessRunner.run(valgrind, measured + [shape.command, spec.path, "--output", output], stoppingAfter: 600)
        }
        #expect(!run.timedOut)
        let line = try #require(run.errors.split(separator: "\n").first { $0.contains("I   refs:") }, "\(run.errors)")
        return try #require(Int(line.split(separator: ":").last?.filter(\.isNumber) ?? ""))
    }
}

/// What an editor sends the language server for one spec: `initialize`, the spec opened, then
/// changed (the whole text again, as the server asks), `shutdown` and `exit`, each framed.
enum LanguageServerSession {
    static func messages(opening text: String) throws -> Data {
        let document: [String: Any] = ["uri": "file:///growth/spec.sm", "languageId": "sm", "version": 1, "text": text]
        let messages: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()],
            ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": document]],
            [
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": "file:///growth/spec.sm", "version": 2], "contentChanges": [["text": text + "\n// edited\n"]],
                ],
            ],
            ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ]
        var data = Data()
        for message in messages {
            let body = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
            data.append(Data("Content-Length: \(body.count)\r\n\r\n".utf8))
            data.append(body)
        }
        return data
    }
}

import Foundation
import StateMachineCompiler
import Testing

/// The checked-in diagrams in `Generated/` must be exactly what the emitters make of the
/// shipped examples today.
@Suite struct DiagramGoldenTests {
    @Test(arguments: ["checkout", "favorite"])
    func dotMatchesGeneratedFile(_ name: String) throws {
        let machine = try DiagramCase.shippedMachine(name)
        try compare(DOTEmitter.emit(machine, options: DiagramOptions()), toGolden: "\(name).dot", command: "dot specs/\(name).sm")
    }

    @Test(arguments: ["checkout", "favorite"])
    func mermaidMatchesGeneratedFile(_ name: String) throws {
        let machine = try DiagramCase.shippedMachine(name)
        try compare(MermaidEmitter.emit(machine, options: DiagramOptions()), toGolden: "\(name).mmd", command: "mermaid specs/\(name).sm")
    }

    private func compare(_ actual: String, toGolden fileName: String, command: String) throws {
        let url = RepositoryFiles.root.appendingPathComponent("Generated/\(fileName)")
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard actual != expected else { return }
        Issue.record(
            """
            Generated/\(fileName) is stale; refresh Generated/ with \
            `swift package --allow-writing-to-package-directory generate-state-machines` \
            (or `swift run statemachine-gen \(command) --output Generated/\(fileName)`) and review the change:
            \(LineDiff(expected: expected, actual: actual))
            """)
    }
}

extension DiagramCase {
    static func shippedMachine(_ name: String) throws -> Machine {
        try DiagramCase(name: name, specText: shippedSpec(name), nodes: [], edges: [], mermaidTransitions: []).machine()
    }
}

/// A line diff for failure messages: `-` lines only in the expected text, `+` lines only
/// in the actual one, each with its line number; common lines are left out.
struct LineDiff: CustomStringConvertible {
    let expected: [Substring]
    let actual: [Substring]

    init(expected: String, actual: String) {
        self.expected = expected.split(separator: "\n", omittingEmptySubsequences: false)
        self.actual = actual.split(separator: "\n", omittingEmptySubsequences: false)
    }

    var description: String {
        // Longest common subsequence table, filled from the ends so the walk goes forwards.
        var common = Array(repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                (i, j) = (i + 1, j + 1)
            } else if i < expected.count, j == actual.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("-\(i + 1): \(expected[i])")
                i += 1
            } else {
                lines.append("+\(j + 1): \(actual[j])")
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}

@Suite struct DiagramLineDiffTests {
    @Test func showsOnlyChangedLinesWithTheirNumbers() {
        let diff = LineDiff(expected: "a\nb\nc\nd", actual: "a\nB\nc\nd\ne")
        #expect(diff.description == "-2: b\n+2: B\n+5: e")
    }
}

import Foundation
import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// The checked-in diagrams in `Generated/` must be exactly what the emitters make of the
/// shipped examples today.
@Suite struct DiagramGoldenTests {
    @Test(arguments: ["checkout", "favorite", "pricing"])
    func dotMatchesGeneratedFile(_ name: String) throws {
        let machine = try DiagramCase.shippedMachine(name)
        try compare(DOTEmitter.emit(machine, options: DiagramOptions()), toGolden: "\(name).dot", command: "dot specs/\(name).sm")
    }

    @Test(arguments: ["checkout", "favorite", "pricing"])
    func mermaidMatchesGeneratedFile(_ name: String) throws {
        let machine = try DiagramCase.shippedMachine(name)
        try compare(MermaidEmitter.emit(machine, options: DiagramOptions()), toGolden: "\(name).mmd", command: "mermaid specs/\(name).sm")
    }

    private func compare(_ actual: String, toGolden fileName: String, command: String) throws {
        let url = PackageFiles.root.appendingPathComponent("Generated/\(fileName)")
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

@Suite struct DiagramLineDiffTests {
    @Test func showsOnlyChangedLinesWithTheirNumbers() {
        let diff = LineDiff(expected: "a\nb\nc\nd", actual: "a\nB\nc\nd\ne")
        #expect(diff.description == "-2: b\n+2: B\n+5: e")
    }
}

import Foundation
import StateMachineCompiler
import StateMachineDiagrams
import Testing

/// A spec and, counted by hand from its text, what its diagrams must contain.
struct DiagramCase: CustomTestStringConvertible, Sendable {
    let name: String
    let specText: String
    /// SVG node titles: `(start)`, every state, `*` when a `*` row is drawn, and `(label N)`
    /// for each label drawn as a node of its own.
    let nodes: [String]
    /// SVG edge titles `FROM->TO`: the start edge and one per written row, or two through its label node.
    /// An edge back towards the start is written forwards and drawn backwards, so its title is `TO->FROM`.
    let edges: [String]
    /// Every Mermaid `-->` line in order, as `FROM --> TO` or `FROM --> TO : TEXT IN LABEL`.
    let mermaidTransitions: [String]

    var testDescription: String { name }

    func machine() throws -> Machine {
        let result = Pipeline.check(SourceFile(path: "specs/\(name).sm", text: specText))
        return try #require(result.machine, "\(name).sm has errors: \(result.diagnostics)")
    }
}

@Suite struct DiagramSpecTests {
    static let cases: [DiagramCase] = [.checkout, .favorite, .keywords, .lamp]

    @Test(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed: apt-get install graphviz"), arguments: cases)
    func dotDrawsEveryStateAndRowWithoutWarnings(_ diagram: DiagramCase) throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try diagram.machine(), options: DiagramOptions()))
        #expect(svg.warnings == "")
        #expect(svg.count(ofClass: "node") == diagram.nodes.count)
        #expect(svg.count(ofClass: "edge") == diagram.edges.count)
        #expect(svg.titles(ofClass: "node").sorted() == diagram.nodes.sorted())
        #expect(svg.titles(ofClass: "edge").sorted() == diagram.edges.sorted())
    }

    @Test(arguments: cases)
    func mermaidNamesEveryStateAndTransition(_ diagram: DiagramCase) throws {
        let machine = try diagram.machine()
        let lines = MermaidEmitter.emit(machine, options: DiagramOptions()).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(lines.first == "stateDiagram-v2")
        for state in machine.states {
            #expect(lines.contains { Self.decodingMermaid($0).hasPrefix("state \"\(state.name)") && $0.hasSuffix(" as s_\(state.name)") })
        }
        let transitions = lines.filter { $0.contains(" --> ") }
        try #require(transitions.count == diagram.mermaidTransitions.count, "\(transitions)")
        for (line, expected) in zip(transitions, diagram.mermaidTransitions) {
            let parts = expected.components(separatedBy: " : ")
            #expect(line == parts[0] || line.hasPrefix(parts[0] + " : "), "\(line)")
            if parts.count > 1 { #expect(line.contains(parts[1]), "\(line)") }
        }
    }

    @Test(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed: apt-get install graphviz"))
    func heldOutLabelsSurviveGraphviz() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try DiagramCase.keywords.machine(), options: DiagramOptions()))
        #expect(svg.texts.contains(#"[n == limit && in != "→ ü"]"#))
        // `f`, bound by the source `default(f)`, is spelled as the label the node shows.
        #expect(svg.texts.contains(#"[t == "say \"hi\" \\ <b>{x}|y: a;b #1; %% café ✓  two" && !flag]"#))
        #expect(svg.texts.contains("class: Int"))
    }

    /// Mermaid's `#NNN;` entity codes back to characters, the way Mermaid shows them.
    static func decodingMermaid(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let hash = rest.firstIndex(of: "#"), let semicolon = rest[hash...].firstIndex(of: ";"),
            let code = UInt32(rest[rest.index(after: hash)..<semicolon]), let scalar = Unicode.Scalar(code)
        {
            result += rest[..<hash] + String(scalar)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}

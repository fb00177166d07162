import Foundation
import StateMachineCompiler
import StateMachineDiagrams
import Testing

/// Runs the real Graphviz `dot`; CI installs it, so these only skip on a bare machine.
@Suite(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed: apt-get install graphviz"))
struct DiagramGraphvizRenderingTests {
    /// Hand-built machines with the number of nodes and edges `dot` must draw, counted by
    /// hand from their specs: states + start point (+ the `*` node), rows + start edge.
    static let cases: [(machine: Machine, nodes: Int, edges: Int)] = [
        (DiagramFixtures.door, 3 + 1 + 1, 3 + 1),
        (DiagramFixtures.tricky, 5 + 1 + 1, 8 + 1),
    ]

    @Test(arguments: 0..<cases.count)
    func dotAcceptsTheOutputWithoutWarningsAndDrawsOneShapePerStateAndRow(caseIndex: Int) throws {
        let (machine, nodes, edges) = Self.cases[caseIndex]
        let svg = try SVG(rendering: DOTEmitter.emit(machine, options: DiagramOptions()))
        #expect(svg.warnings == "")
        #expect(svg.count(ofClass: "node") == nodes)
        #expect(svg.count(ofClass: "edge") == edges)
    }

    @Test func labelsSurviveGraphvizExactly() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(DiagramFixtures.tricky, options: DiagramOptions()))
        let texts = svg.texts
        // The guard is long, so check each character class the escaping must preserve.
        let guardLine = try #require(texts.first { $0.hasPrefix("[t == ") })
        #expect(guardLine == #"[t == "say \"hi\" \\ <b>{x}|y: a;b #1; %% caf\#u{E9} \#u{2713}  two" && !flag]"#)
        #expect(texts.contains("items: [[Choice]]?"))
        #expect(texts.contains(#"/ log("direction TB")"#))
        #expect(texts.contains("[limit != -3 || (limit == 0) == false] ignore"))
    }

    @Test func pngRendersToo() throws {
        let output = try GraphvizRenderer.render(dot: DOTEmitter.emit(DiagramFixtures.door, options: DiagramOptions()), format: .png)
        #expect(output.image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func invalidDOTIsATypedFailureWithGraphvizsMessage() throws {
        #expect {
            try GraphvizRenderer.render(dot: "digraph {", format: .svg)
        } throws: { error in
            guard case GraphvizError.failed(let status, let message) = error else { return false }
            return status != 0 && message.contains("syntax error")
        }
    }
}

@Suite struct DiagramGraphvizLocatingTests {
    @Test func missingDotIsReportedWithInstallInstructions() {
        #expect(GraphvizRenderer.locateDot(searchPath: "/nonexistent-directory") == nil)
        let message = GraphvizError.notInstalled.description
        #expect(message.contains("apt-get install graphviz"))
        #expect(message.contains("brew install graphviz"))
    }

    @Test func anExecutableThatCannotRunIsATypedError() {
        #expect(throws: GraphvizError.self) {
            try GraphvizRenderer.render(dot: "digraph {}", format: .svg, executable: "/nonexistent-directory/dot")
        }
    }
}

/// The few facts about Graphviz SVG output the tests need.
struct SVG {
    let text: String
    let warnings: String

    init(rendering dot: String) throws {
        let output = try GraphvizRenderer.render(dot: dot, format: .svg)
        text = String(decoding: output.image, as: UTF8.self)
        warnings = output.warnings
    }

    func count(ofClass name: String) -> Int {
        text.components(separatedBy: "<g id=\"").dropFirst().filter { $0.contains("class=\"\(name)\"") && $0.hasPrefix(name) }.count
    }

    /// The `<title>` of every group of the class, XML entities decoded: a state's name,
    /// or `FROM->TO` for an edge.
    func titles(ofClass name: String) -> [String] {
        text.components(separatedBy: "<g id=\"").dropFirst().filter { $0.hasPrefix(name) && $0.contains("class=\"\(name)\"") }
            .compactMap { group in
                guard let start = group.range(of: "<title>"), let end = group.range(of: "</title>") else { return nil }
                return Self.decodingXML(String(group[start.upperBound..<end.lowerBound]))
            }
    }

    /// The content of every `<text>` element, XML entities decoded. Graphviz writes some
    /// characters as numeric entities (`&#45;` for `-`) and the second of two spaces as a
    /// no-break space so the gap survives; that reads as a space here.
    var texts: [String] {
        text.components(separatedBy: "<text").dropFirst().compactMap { element in
            guard let start = element.firstIndex(of: ">"), let end = element.range(of: "</text>") else { return nil }
            return Self.decodingXML(String(element[element.index(after: start)..<end.lowerBound]))
        }
    }

    private static let namedEntities = ["lt": "<", "gt": ">", "quot": "\"", "apos": "'", "amp": "&"]

    private static func decodingXML(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&"), let semicolon = rest[ampersand...].firstIndex(of: ";") {
            result += rest[..<ampersand]
            let name = rest[rest.index(after: ampersand)..<semicolon]
            if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                result += scalar == "\u{A0}" ? " " : String(scalar)
            } else {
                result += namedEntities[String(name)] ?? "&\(name);"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}

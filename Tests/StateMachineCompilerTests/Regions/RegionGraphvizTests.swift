import StateMachineCompiler
import StateMachineDiagrams
import Testing

@Suite(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed: apt-get install graphviz"))
struct RegionGraphvizTests {
    /// Counted by hand from the spec: 5 states, 2 start points and 5 label nodes; 2 start edges,
    /// each state's row's two halves and the region's row's one arrow; each region a dashed cluster with square corners (a polygon,
    /// where a rounded group is a path) titled by its name.
    @Test func graphvizDrawsEachRegionAsADashedClusterWithoutWarnings() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try RegionDiagramTests.machine(), options: DiagramOptions()))
        #expect(svg.warnings == "")
        #expect(svg.count(ofClass: "node") == 5 + 2 + 5)
        #expect(svg.count(ofClass: "edge") == 2 + 2 * 4 + 1, "the region's own row is one arrow from its label")
        let clusters = svg.text.components(separatedBy: #"class="cluster""#).dropFirst().map { $0.components(separatedBy: "</g>")[0] }
        #expect(clusters.count == 2)
        // Written last first, so that Graphviz stacks them top-down in declaration order.
        for (cluster, name) in zip(clusters, ["refresh", "content"]) {
            #expect(cluster.contains("<title>cluster_\(name)</title>"))
            #expect(cluster.contains("<polygon fill=\"none\" stroke=\"black\" stroke-dasharray=\"5,2\""))
            #expect(cluster.contains(">\(name)</text>"))
        }
        #expect(svg.texts.contains("[in(loaded)]"))
    }

    /// The group `g` inside the region `one`: three clusters, the group's rounded (a path), the
    /// regions' square (polygons). Counted by hand: 5 states, 2 starts, 2 label nodes; 2 start
    /// edges and two halves per row.
    @Test func graphvizNestsAGroupInsideARegion() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try RegionGroupDiagramTests.machine(), options: DiagramOptions()))
        #expect(svg.warnings == "")
        #expect(svg.count(ofClass: "node") == 5 + 2 + 2)
        #expect(svg.count(ofClass: "edge") == 2 + 2 * 2)
        let clusters = svg.text.components(separatedBy: #"class="cluster""#).dropFirst().map { $0.components(separatedBy: "</g>")[0] }
        // `two` first: regions are written last first (see RegionOrderGraphvizTests).
        #expect(clusters.map { $0.contains("<polygon fill=\"none\" stroke=\"black\" stroke-dasharray=\"5,2\"") } == [true, true, false])
        #expect(clusters.map { $0.contains("<path fill=\"none\" stroke=\"black\" stroke-dasharray=\"5,2\"") } == [false, false, true])
    }
}

/// Regions read top-down in declaration order, as the spec lists them: Graphviz's left-to-right
/// layout stacks a rank's first cluster lowest, so the order written matters.
@Suite(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed: apt-get install graphviz"))
struct RegionOrderGraphvizTests {
    /// The top edge of each region's box, in the SVG's coordinates (smaller is higher).
    func tops(_ svg: SVG) throws -> [String: Double] {
        var tops: [String: Double] = [:]
        for cluster in svg.text.components(separatedBy: #"class="cluster""#).dropFirst() {
            let name = try #require(
                cluster.components(separatedBy: "<title>cluster_").dropFirst().first?.components(separatedBy: "</title>").first)
            let points = try #require(cluster.components(separatedBy: #"points=""#).dropFirst().first?.components(separatedBy: "\"").first)
            let ys = points.split(separator: " ").compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
            tops[name] = ys.min()
        }
        return tops
    }

    @Test(arguments: [2, 3])
    func regionsAreDrawnTopDownInDeclarationOrder(count: Int) throws {
        let names = ["alpha", "beta", "gamma"].prefix(count)
        var spec = "machine Order\ninitial " + names.map { "\($0)Idle" }.joined(separator: ", ") + "\nevent go\n"
        for name in names {
            spec += "state \(name)Idle\nstate \(name)Busy\nregion \(name) = \(name)Idle, \(name)Busy\n"
            spec += "\(name)Idle on go -> \(name)Busy\n\(name)Busy on go -> \(name)Idle\n"
        }
        let result = Pipeline.check(SourceFile(path: "order.sm", text: spec))
        let machine = try #require(result.machine, "\(result.summaries)")
        let svg = try SVG(rendering: DOTEmitter.emit(machine, options: DiagramOptions()))
        #expect(svg.warnings == "")
        let tops = try tops(svg)
        let order = names.sorted { (tops[$0] ?? 0) < (tops[$1] ?? 0) }
        #expect(Array(order) == Array(names), "\(tops)")
    }

    /// The region's own row (`content on reset -> notLoaded`) is drawn inside its region's box:
    /// its label's text lies within the `content` cluster's bounds.
    @Test func aRowOnARegionHasItsLabelInsideTheRegion() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try RegionDiagramTests.machine(), options: DiagramOptions()))
        #expect(svg.warnings == "")
        let content = try #require(
            svg.text.components(separatedBy: #"class="cluster""#).dropFirst().first { $0.contains("<title>cluster_content</title>") })
        let points = try #require(content.components(separatedBy: #"points=""#).dropFirst().first?.components(separatedBy: "\"").first)
        let corners = points.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        let (xs, ys) = (corners.compactMap(\.first), corners.compactMap(\.last))
        let label = try #require(svg.text.components(separatedBy: "<text").first { $0.contains(">content on reset</text>") })
        func attribute(_ name: String) throws -> Double {
            try #require(Double(label.components(separatedBy: " \(name)=\"").dropFirst().first?.components(separatedBy: "\"").first ?? ""))
        }
        let (x, y) = (try attribute("x"), try attribute("y"))
        #expect((xs.min() ?? 0) < x && x < (xs.max() ?? 0) && (ys.min() ?? 0) < y && y < (ys.max() ?? 0), "(\(x), \(y)) in \(points)")
    }
}

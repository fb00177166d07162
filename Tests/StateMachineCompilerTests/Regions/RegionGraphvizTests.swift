import StateMachineCompiler
import StateMachineDiagrams
import Testing

@Suite(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed: apt-get install graphviz"))
struct RegionGraphvizTests {
    /// Counted by hand from the spec: 5 states, 2 start points and 5 label nodes; 2 start edges
    /// and each row's two halves; each region a dashed cluster with square corners (a polygon,
    /// where a rounded group is a path) titled by its name.
    @Test func graphvizDrawsEachRegionAsADashedClusterWithoutWarnings() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try RegionDiagramTests.machine(), options: DiagramOptions()))
        #expect(svg.warnings == "")
        #expect(svg.count(ofClass: "node") == 5 + 2 + 5)
        #expect(svg.count(ofClass: "edge") == 2 + 2 * 5)
        let clusters = svg.text.components(separatedBy: #"class="cluster""#).dropFirst().map { $0.components(separatedBy: "</g>")[0] }
        #expect(clusters.count == 2)
        for (cluster, name) in zip(clusters, ["content", "refresh"]) {
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
        #expect(clusters.map { $0.contains("<polygon fill=\"none\" stroke=\"black\" stroke-dasharray=\"5,2\"") } == [true, false, true])
        #expect(clusters.map { $0.contains("<path fill=\"none\" stroke=\"black\" stroke-dasharray=\"5,2\"") } == [false, true, false])
    }
}

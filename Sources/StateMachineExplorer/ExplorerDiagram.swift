import Foundation
import StateMachineCompiler
import StateMachineDiagrams

/// The page's diagram: Graphviz's SVG of the machine's DOT when `dot` is installed, else `nil`
/// and the page lays the states out itself.
public enum ExplorerDiagram {
    /// Above this many states Graphviz takes longer than a reader waits, and the page's own
    /// layout serves better.
    public static let graphvizStateLimit = 300

    public static func svg(for machine: Machine) -> String? {
        guard machine.states.count <= graphvizStateLimit else { return nil }
        let dot = DOTEmitter.emit(machine, options: DiagramOptions(detail: .events, showsIgnoreRows: false))
        return try? GraphvizRenderer.render(dot: dot, format: .svg).image.text
    }
}

extension Data {
    fileprivate var text: String? { String(data: self, encoding: .utf8) }
}

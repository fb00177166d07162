import Foundation
import StateMachineCompiler
import StateMachineExplorer

extension Tool {
    /// `explore`: checks the specs as `check` does and writes one page per spec; the page of a
    /// single spec goes to `output`, several go into the directory `output` as `NAME.html`.
    func explore(_ specs: [String], output: String, trace tracePath: String?, _ configuration: ConfigurationRequest) -> ExitStatus {
        guard let machines = build.checkAll(specs, configuration, reportingWarnings: false), machines.count == specs.count else {
            return .specErrors
        }
        var trace: String?
        if let tracePath {
            guard let data = FileManager.default.contents(atPath: tracePath), let text = String(data: data, encoding: .utf8) else {
                standardError("statemachine-gen: error: cannot read the trace '\(tracePath)'\n")
                return .specErrors
            }
            trace = text
        }
        for (spec, machine) in zip(specs, machines) {
            let page = ExplorerPage.html(
                for: machine, scenarios: Pipeline.plan(machine).scenarios, diagram: ExplorerDiagram.svg(for: machine), trace: trace)
            let path = specs.count == 1 ? output : Self.pagePath(for: spec, in: output)
            let status = deliver(Data(page.utf8), to: path)
            guard status == .success else { return status }
        }
        return .success
    }

    /// `DIR/checkout.html` for `specs/checkout.sm`.
    static func pagePath(for spec: String, in directory: String) -> String {
        let name = URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent
        return URL(fileURLWithPath: directory).appendingPathComponent(name + ".html").path
    }
}

import Foundation
import StateMachineCompiler
import Testing

extension CommandLineTests {
    /// The diagrams and the matrix draw a machine with regions: each region by its name.
    @Test(arguments: [
        (["dot"], #"subgraph "cluster_two" {"#), (["mermaid"], "    state two {"), (["table"], "## Region `two`"),
    ])
    func theDiagramsAndTheMatrixDrawAMachineWithRegions(command: [String], line: String) throws {
        let directory = try temporaryDirectory()
        let spec = try write(
            "machine M\nstate a\nstate b\nstate x\nregion one = a, b\nregion two = x\nevent e\ninitial a, x\na on e -> b\n", "m.sm",
            in: directory)
        let result = run(command + [spec])
        #expect(result.status == .success)
        #expect(result.errors.isEmpty)
        #expect(result.output.split(separator: "\n").contains { $0.hasSuffix(line) })
    }
}

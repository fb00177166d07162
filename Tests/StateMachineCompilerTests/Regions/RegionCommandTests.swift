import Foundation
import StateMachineCompiler
import Testing

extension CommandLineTests {
    /// Each command that does not handle regions yet says so at the first region and writes nothing.
    @Test(arguments: [
        (["dot"], "DOT diagrams"), (["mermaid"], "Mermaid diagrams"), (["table"], "the transition matrix"),
    ])
    func aCommandWithoutRegionSupportRefusesAMachineWithRegions(command: [String], consumer: String) throws {
        let directory = try temporaryDirectory()
        let spec = try write(
            "machine M\nstate a\nstate b\nstate x\nregion one = a, b\nregion two = x\nevent e\ninitial a, x\na on e -> b\n", "m.sm",
            in: directory)
        let result = run(command + [spec])
        #expect(result.status == .specErrors)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("\(spec):5:8: error: regions are not yet supported by \(consumer)\n"))
    }
}

import Foundation
import StateMachineCompiler

// The `add-state-machine` command plugin's tool: `statemachine-gen new NAME --output DIR`
// and nothing else, so the command a user runs first compiles the pipeline alone for the
// host, as the build plugin's tool does, rather than the whole command line.
let tool = BuildTool(standardOutput: StandardStream.output.write, standardError: StandardStream.error.write)
let status: BuildTool.ExitStatus
do {
    let (name, output) = try NewMachine.parse(Array(CommandLine.arguments.dropFirst()))
    status = tool.createMachine(name, in: output)
} catch {
    tool.standardError(error.hint)
    status = .usage
}
exit(StandardStream.exitStatus(after: status))

import Foundation
import StateMachineCompiler

// The build plugin's tool: `statemachine-gen generate` and `tests`, and nothing else, so
// that the tool every user's first build compiles for the host links only the pipeline.
let tool = BuildTool(standardOutput: StandardStream.output.write, standardError: StandardStream.error.write)
exit(StandardStream.exitStatus(after: tool.run(Array(CommandLine.arguments.dropFirst()))))

import Foundation
import StateMachineCompiler

// The build plugin's tool: `statemachine-gen generate` and `tests`, and nothing else, so
// that the tool every user's first build compiles for the host links only the pipeline.
let tool = BuildTool(
    standardOutput: { FileHandle.standardOutput.write($0) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)

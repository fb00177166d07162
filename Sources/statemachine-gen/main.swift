import Foundation
import StateMachineCompiler

let tool = Tool(
    standardOutput: { FileHandle.standardOutput.write($0) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)

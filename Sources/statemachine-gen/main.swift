import CAllocatorTuning
import Foundation
import StateMachineCommandLine
import StateMachineLanguageServer

let arguments = Array(CommandLine.arguments.dropFirst())
if (try? Command.parse(arguments)) == .languageServer {
    exit(StandardIOTransport.serve())
}
// Halves the page faults of a large `generate` (see the function's comment).
statemachine_keep_freed_memory_for_reuse()
let tool = Tool(
    standardOutput: { FileHandle.standardOutput.write($0) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(tool.run(arguments).rawValue)

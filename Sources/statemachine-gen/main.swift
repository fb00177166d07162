import Foundation
import StateMachineCommandLine
import StateMachineLanguageServer

let arguments = Array(CommandLine.arguments.dropFirst())
if (try? Command.parse(arguments)) == .languageServer {
    exit(StandardIOTransport.serve())
}
let tool = Tool(
    standardOutput: { FileHandle.standardOutput.write($0) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(tool.run(arguments).rawValue)

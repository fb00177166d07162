import Foundation
import StateMachineCommandLine
import StateMachineCompiler
import StateMachineLanguageServer

let arguments = Array(CommandLine.arguments.dropFirst())
if (try? Command.parse(arguments)) == .languageServer {
    exit(StandardIOTransport.serve())
}
let tool = Tool(standardOutput: StandardStream.output.write, standardError: StandardStream.error.write)
exit(StandardStream.exitStatus(after: tool.run(arguments), writeFailure: Tool.writeFailureStatus(for: arguments)))

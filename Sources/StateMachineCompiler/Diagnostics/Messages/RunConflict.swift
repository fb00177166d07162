/// Two specs of one `generate` or `tests` run that would clash in the generated code.
enum RunConflict: DiagnosticMessage {
    /// `earlierPath`: the spec that declared the machine first.
    case machineTwice(machine: String, earlierPath: String)
    /// `path` would write `output`, as `earlierPath` does.
    case outputTwice(output: String, path: String, earlierPath: String)

    var id: DiagnosticID { .duplicateInRun }

    var text: String {
        switch self {
        case .machineTwice(let machine, let earlierPath):
            "machine '\(machine)' is also declared in \(earlierPath); specs generated together need different machine names"
        case .outputTwice(let output, let path, let earlierPath):
            "\(path) would write '\(output)', as \(earlierPath) does; specs generated together need different file names"
        }
    }
}

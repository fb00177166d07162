import Foundation

extension BuildTool {
    /// `new`: writes a new spec, never over an existing one, and, if the folder has no
    /// Swift file, the one a target needs; prints what it created. A folder that already
    /// holds the spec but no Swift file (the silent "builds nothing" case) gets just the file.
    package func createMachine(_ requested: String, in directory: String) -> ExitStatus {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let module = NewMachine.moduleName(ofFolder: URL(fileURLWithPath: directory).lastPathComponent)
        // A spec already there keeps its name: it only gets the Swift file it lacks.
        let name = existing.contains(requested + ".sm") ? requested : NewMachine.distinctName(requested, module: module)
        if name != requested {
            standardOutput(
                "note: '\(requested)' is the target's own name; writing \(name).sm instead, so the machine reads "
                    + "\(module).\(NewMachine.machineName(name)) rather than \(module).\(module) and its generated file "
                    + "cannot collide with \(module).swift\n")
        }
        let files = NewMachine.files(name: name, module: module, folderHasSwiftFile: existing.contains { $0.hasSuffix(".swift") })
            .filter { !existing.contains($0.name) }
        guard !files.isEmpty else {
            standardError(
                "statemachine-gen: error: '" + TerminalText.displayable("\(directory)/\(name).sm") + "' already exists; nothing written\n")
            return .specErrors
        }
        if files.contains(where: { $0.name == name + ".sm" }), let problem = NewMachine.templateProblem(name: name, module: module) {
            standardError(
                "statemachine-gen: error: '\(name)' cannot name a machine: its spec would not check (\(problem)); nothing written\n")
            return .usage
        }
        guard write(files, into: directory) == .success else { return .specErrors }
        // A folder's name may hold a line break or an escape sequence: printed as U+FFFD, as every path is.
        standardOutput(files.map { "created " + TerminalText.displayable("\(directory)/\($0.name)") + "\n" }.joined())
        return .success
    }
}

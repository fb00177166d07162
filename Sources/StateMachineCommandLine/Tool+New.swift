import Foundation
import StateMachineCompiler

extension Tool {
    /// `new`: writes a new spec, never over an existing one, and, if the folder has no
    /// Swift file, the one a target needs; prints what it created. A folder that already
    /// holds the spec but no Swift file (the silent "builds nothing" case) gets just the file.
    func createMachine(_ name: String, in directory: String) -> ExitStatus {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let files = NewMachine.files(name: name, folderHasSwiftFile: existing.contains { $0.hasSuffix(".swift") })
            .filter { !existing.contains($0.name) }
        guard !files.isEmpty else {
            standardError("statemachine-gen: error: '\(directory)/\(name).sm' already exists; nothing written\n")
            return .specErrors
        }
        guard build.write(files, into: directory) == .success else { return .specErrors }
        standardOutput(files.map { "created \(directory)/\($0.name)\n" }.joined())
        return .success
    }
}

import Foundation
import StateMachineCompiler

/// Reads a file as it was at a git revision, with `git show REV:./NAME` run in the file's
/// folder, so any path inside a work tree works whatever the current directory.
enum GitRevision {
    enum Failure: Error, Equatable {
        /// The path did not exist at the revision (a spec added since).
        case absent
        /// git failed otherwise: not a repository, an unknown revision, git missing.
        case failed(String)
    }

    static func read(_ path: String, at revision: String) -> Result<SourceFile, Failure> {
        // A removed spec's folder may be gone too: run git in the nearest folder that exists.
        var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        var inside = [URL(fileURLWithPath: path).lastPathComponent]
        while !FileManager.default.fileExists(atPath: directory.path),
            directory.pathComponents.count > 1
        {
            inside.insert(directory.lastPathComponent, at: 0)
            directory.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "show", "\(revision):./" + inside.joined(separator: "/")]
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(.failed("cannot run git: \(error.localizedDescription)"))
        }
        // Read before waiting: a spec larger than the pipe's buffer would otherwise block git.
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let absent =
                message.contains("does not exist in") || message.contains("exists on disk, but not in")
            return .failure(
                absent ? .absent : .failed(message.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return .success(SourceFile(path: "\(revision):\(path)", bytes: Array(bytes)))
    }
}

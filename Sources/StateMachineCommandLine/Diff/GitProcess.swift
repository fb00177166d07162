import Foundation

/// Runs git in a folder with text on its standard input, for ``GitRevision``.
enum GitProcess {
    /// git's standard output, or its message when it fails.
    static func run(_ arguments: [String], input: String, in directory: URL) -> Result<Data, GitRevision.Failure> {
        // Written before git starts, so git exiting early cannot break the pipe under us;
        // which needs the text to fit the pipe's buffer (16 KB on every system we run on).
        guard input.utf8.count <= 16 << 10 else { return .failure(.failed("the path or revision is too long")) }
        let standardInput = Pipe()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try? standardInput.fileHandleForWriting.close()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = standardInput
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
            return .failure(.failed(message.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return .success(bytes)
    }
}

import Foundation

/// An image format Graphviz's `dot` can produce.
public enum GraphvizFormat: String, CaseIterable, Hashable, Sendable {
    case svg
    case png
}

/// What `dot` produced: the image, and whatever it printed on standard error.
public struct GraphvizOutput: Sendable {
    public let image: Data
    /// Empty when `dot` accepted the input without complaint.
    public let warnings: String
}

public enum GraphvizError: Error, Equatable, CustomStringConvertible {
    /// No executable `dot` on `PATH`.
    case notInstalled
    case couldNotRun(executable: String, reason: String)
    case failed(status: Int32, message: String)

    public var description: String {
        switch self {
        case .notInstalled:
            return "Graphviz 'dot' was not found on PATH; install Graphviz (Debian/Ubuntu: 'apt-get install graphviz', "
                + "macOS: 'brew install graphviz') or write DOT text and render it elsewhere"
        case .couldNotRun(let executable, let reason):
            return "could not run '\(executable)': \(reason)"
        case .failed(let status, let message):
            let detail = message.trimmingCharacters(in: .whitespacesAndNewlines)
            return "Graphviz 'dot' failed with exit status \(status)" + (detail.isEmpty ? "" : ": \(detail)")
        }
    }
}

/// Pipes DOT text through the real Graphviz `dot`.
public enum GraphvizRenderer {
    /// The first executable `dot` on `searchPath` (a `PATH`-style list), if any.
    public static func locateDot(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        let directories = (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true)
        return directories.lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Renders `dot` text; `executable` defaults to the `dot` found on `PATH`.
    public static func render(dot: String, format: GraphvizFormat, executable: String? = nil) throws(GraphvizError) -> GraphvizOutput {
        guard let executable = executable ?? locateDot() else { throw .notInstalled }
        // Files rather than pipes for all three streams: no deadlock whatever the sizes,
        // and no reader threads to coordinate.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statemachine-gen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("input.dot")
        let output = directory.appendingPathComponent("output.\(format.rawValue)")
        let errors = directory.appendingPathComponent("errors.txt")
        let status: Int32
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(dot.utf8).write(to: input)
            try Data().write(to: errors)
            let errorHandle = try FileHandle(forWritingTo: errors)
            defer { try? errorHandle.close() }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["-T\(format.rawValue)", "-o", output.path, input.path]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errorHandle
            try process.run()
            process.waitUntilExit()
            status = process.terminationStatus
        } catch {
            throw .couldNotRun(executable: executable, reason: error.localizedDescription)
        }
        let messages = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        guard status == 0, let image = try? Data(contentsOf: output) else {
            throw .failed(status: status, message: messages)
        }
        return GraphvizOutput(image: image, warnings: messages)
    }
}

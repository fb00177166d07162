import Foundation

/// Runs a program to completion, for the figures that are only honest as whole processes.
struct ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Finished {
        let seconds: Double
        let standardError: String
    }

    let executable: URL
    let arguments: [String]

    /// Runs the program, timing it from launch to exit; throws if it fails.
    func run() throws -> Finished {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        var output = Data()
        let seconds = try Stopwatch.time {
            try process.run()
            // Drain before waiting, so a chatty child never blocks on a full pipe.
            output = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
        }
        let standardError = String(decoding: output, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus):\n\(standardError)")
        }
        return Finished(seconds: seconds, standardError: standardError)
    }

    /// The fastest of `runs` runs, each after `prepare`.
    func bestSeconds(of runs: Int, preparing prepare: () -> Void = {}) throws -> Double {
        var fastest = Double.infinity
        for _ in 0..<max(1, runs) {
            prepare()
            fastest = min(fastest, try run().seconds)
        }
        return fastest
    }

    /// The program named `name` on the `PATH`.
    static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

import Foundation

/// Runs a program to completion, for the figures that are only honest as whole processes.
struct ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Finished {
        let seconds: Double
        /// User and system time of the program and the processes it waited for: steadier
        /// than wall time on a machine shared with other work.
        let cpuSeconds: Double
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
        let cpuBefore = Self.childrenCPUSeconds()
        let seconds = try Stopwatch.time {
            try process.run()
            // Drain before waiting, so a chatty child never blocks on a full pipe.
            output = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
        }
        let cpuSeconds = Self.childrenCPUSeconds() - cpuBefore
        let standardError = String(decoding: output, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus):\n\(standardError)"
            )
        }
        return Finished(seconds: seconds, cpuSeconds: cpuSeconds, standardError: standardError)
    }

    /// The fastest of `runs` runs, each after `prepare`.
    func bestSeconds(of runs: Int, preparing prepare: () -> Void = {}) throws -> Double {
        try best(of: runs, preparing: prepare).wall
    }

    /// The least wall and the least CPU time of `runs` runs, each after `prepare`.
    func best(of runs: Int, preparing prepare: () -> Void = {}) throws -> (wall: Double, cpu: Double) {
        var fastest = (wall: Double.infinity, cpu: Double.infinity)
        for _ in 0..<max(1, runs) {
            prepare()
            let finished = try run()
            fastest = (min(fastest.wall, finished.seconds), min(fastest.cpu, finished.cpuSeconds))
        }
        return fastest
    }

    /// CPU time of every child this process has waited for so far.
    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The program named `name` on the `PATH`.
    static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

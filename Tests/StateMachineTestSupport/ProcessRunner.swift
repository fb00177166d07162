import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a finished program left: its exit status and what it wrote.
package struct ProcessRun: Sendable {
    package let status: Int32
    /// Standard output, or standard output and error interleaved when they were merged.
    package let outputData: Data
    package let errorData: Data
    /// Whether the deadline passed and the program was terminated.
    package let timedOut: Bool

    package var output: String { String(decoding: outputData, as: UTF8.self) }
    package var errors: String { String(decoding: errorData, as: UTF8.self) }
}

/// The one way tests run another program: `swiftc`, `swift build`, `git`, Neovim, the
/// package's own executables. Both streams are read while the program runs, so a chatty
/// program cannot fill a pipe and stall; a deadline stops a program that would never end,
/// so it fails its test instead of hanging the suite.
package enum ProcessRunner {
    package enum Output {
        /// Collected into ``ProcessRun/outputData``.
        case captured
        /// Written to this file (such as `/dev/null` or `/dev/full`); nothing is collected.
        case file(FileHandle)
    }

    /// Runs `executable` with `arguments` and waits for it. `environment` is added to this
    /// process's; `mergingErrors` sends standard error into the captured output, in order.
    @discardableResult
    package static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        output: Output = .captured, mergingErrors: Bool = false, stoppingAfter seconds: TimeInterval? = nil
    ) throws -> ProcessRun {
        try start(executable, arguments, in: directory, environment: environment, output: output, mergingErrors: mergingErrors)
            .wait(stoppingAfter: seconds)
    }

    /// Starts `executable` without waiting, for a test that runs two programs at once.
    package static func start(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        output: Output = .captured, mergingErrors: Bool = false
    ) throws -> RunningProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        process.standardInput = FileHandle.nullDevice
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        switch output {
        case .captured: process.standardOutput = outputPipe
        case .file(let handle): process.standardOutput = handle
        }
        process.standardError = mergingErrors ? outputPipe : errorPipe
        let running = RunningProcess(process: process, output: PipeReader(outputPipe), errors: PipeReader(errorPipe))
        // This process's copies of the write ends must close, or the readers never see the end.
        defer {
            try? outputPipe.fileHandleForWriting.close()
            try? errorPipe.fileHandleForWriting.close()
        }
        try process.run()
        return running
    }
}

/// A program ``ProcessRunner/start(_:_:in:environment:output:mergingErrors:)`` started.
package struct RunningProcess {
    fileprivate let process: Process
    fileprivate let output: PipeReader
    fileprivate let errors: PipeReader

    /// Waits for the program to end, terminating it once `seconds` have passed.
    package func wait(stoppingAfter seconds: TimeInterval? = nil) -> ProcessRun {
        var timedOut = false
        if let seconds {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning {
                timedOut = true
                // Not `terminate()`: its SIGTERM is blocked in a child started from a test's thread,
                // which inherits that thread's signal mask, and the child would run on.
                kill(process.processIdentifier, SIGKILL)
            }
        }
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus, outputData: output.wait(), errorData: errors.wait(), timedOut: timedOut)
    }
}

/// Reads a pipe to its end on another thread.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the reading thread before `done` is signalled, read after waiting on it.
    private var data = Data()

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

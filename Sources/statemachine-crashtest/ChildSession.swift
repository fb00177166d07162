import Foundation

/// One life of the app: the same executable in child mode, answered by the fake server until
/// it exits or is killed.
struct ChildSession {
    enum Ending: Equatable {
        /// Killed by SIGKILL, from inside at a crash point or from outside after a delay.
        case killed
        /// The flow completed; its last lines name each checkout's final state.
        case finished(finalStates: [String])
        case failed(String)
    }

    let folder: URL
    let seed: UInt64
    let operations: Int

    func run(kill: Kill?, server: FakeServer) throws -> Ending {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments =
            ["--child", folder.path, "--seed", "\(seed)", "--operations", "\(operations)"]
            + (kill?.childArgument.map { ["--crash-at", $0] } ?? [])
        let requests = Pipe()
        let answers = Pipe()
        let errors = Pipe()
        process.standardOutput = requests
        process.standardInput = answers
        process.standardError = errors
        try process.run()
        var timedKill: TimedKill?
        var requestsBeforeKill = Int.max
        if case .fromOutside(let delay, let request) = kill {
            timedKill = TimedKill(pid: process.processIdentifier, after: delay)
            requestsBeforeKill = request
        }
        var finalStates: [String] = []
        for line in LineReader(requests.fileHandleForReading) {
            if line.hasPrefix("final ") {
                finalStates.append(String(line.dropFirst("final ".count)))
            } else if let request = ServerRequest(line: line[...]) {
                let answer = try server.answer(request)
                requestsBeforeKill -= 1
                // The app waits for this answer, so it is alive to be killed: the server performed
                // the request, and the app dies before it hears the answer.
                if requestsBeforeKill == 0 { timedKill?.fire() }
                // The child may already be dead; the server still performed the request.
                try? answers.fileHandleForWriting.write(contentsOf: Data((answer.line(tag: request.tag) + "\n").utf8))
            }
        }
        // Before waiting: once the child is reaped, its process ID may name another process.
        timedKill?.cancel()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.uncaughtSignal, SIGKILL): return .killed
        case (.exit, 0): return .finished(finalStates: finalStates)
        default: return .failed("the app exited with \(process.terminationStatus) (\(process.terminationReason)): \(diagnostics)")
        }
    }
}

/// SIGKILL for the child after a delay, or sooner when fired, unless cancelled first; once at most.
final class TimedKill: @unchecked Sendable {
    /// `cancelled` is only read and written on this queue.
    private let queue = DispatchQueue(label: "statemachine-crashtest.kill")
    private var cancelled = false

    private let pid: Int32

    init(pid: Int32, after milliseconds: Int) {
        self.pid = pid
        queue.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [self] in fireUnlessCancelled() }
    }

    /// Kills now rather than after the delay.
    func fire() { queue.sync { fireUnlessCancelled() } }

    func cancel() { queue.sync { cancelled = true } }

    private func fireUnlessCancelled() {
        if !cancelled { Foundation.kill(pid, SIGKILL) }
        cancelled = true
    }
}

/// The lines a pipe delivers until its writer closes it.
struct LineReader: Sequence, IteratorProtocol {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) { self.handle = handle }

    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return nil }
            buffer.append(chunk)
        }
    }
}

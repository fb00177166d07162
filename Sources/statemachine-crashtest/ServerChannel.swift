import Foundation

/// The app's connection to the fake server: requests out on standard output, answers in on
/// standard input, matched by tag so that effects in flight at once each get their own.
final class ServerChannel: @unchecked Sendable {
    private let lock = NSLock()
    private var lastTag = 0
    private var waiting: [Int: CheckedContinuation<ServerAnswer?, Never>] = [:]
    private var closed = false

    init() {
        Thread.detachNewThread { [self] in
            for line in LineReader(FileHandle.standardInput) {
                guard let (tag, answer) = ServerAnswer.parse(line[...]) else { continue }
                lock.withLock { waiting.removeValue(forKey: tag) }?.resume(returning: answer)
            }
            let abandoned = lock.withLock {
                closed = true
                defer { waiting.removeAll() }
                return Array(waiting.values)
            }
            for continuation in abandoned { continuation.resume(returning: nil) }
        }
    }

    /// The server's answer, or nil once the server is gone.
    func ask(_ kind: ServerRequest.Kind, checkout: Int, operationID: UUID, idempotencyKey: String) async -> ServerAnswer? {
        await withCheckedContinuation { continuation in
            let request: ServerRequest? = lock.withLock {
                guard !closed else { return nil }
                lastTag += 1
                waiting[lastTag] = continuation
                return ServerRequest(tag: lastTag, kind: kind, checkout: checkout, operationID: operationID, idempotencyKey: idempotencyKey)
            }
            guard let request else { return continuation.resume(returning: nil) }
            lock.withLock { FileHandle.standardOutput.write(Data((request.line + "\n").utf8)) }
        }
    }

    /// A line for the parent that is not a request, such as a final state.
    func report(_ line: String) {
        lock.withLock { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    }
}

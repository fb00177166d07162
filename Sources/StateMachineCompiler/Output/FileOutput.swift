import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// Writes generated files so that builds stay incremental and nothing is half done: a file
/// whose bytes are unchanged is not touched (its modification time stays); the others are
/// staged beside their targets and renamed into place only when all of them were written,
/// so a run writes all of its files or none, and a reader never sees half a file. Links are
/// written through, and devices and FIFOs are written in place (see ``OutputTarget``).
public enum FileOutput {
    public enum Result: Equatable, Sendable {
        case written
        case unchanged
    }

    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }

        init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        init(path: String, errno code: Int32) {
            self.init(path: path, reason: String(cString: strerror(code)))
        }
    }

    @discardableResult
    public static func write(_ contents: String, to path: String) throws(Failure) -> Result {
        try write(Data(contents.utf8), to: path)
    }

    @discardableResult
    public static func write(_ data: Data, to path: String) throws(Failure) -> Result {
        try write([(path, data)])[0]
    }

    /// Writes every file or, if any of them fails, none: the results in the order given.
    @discardableResult
    public static func write(_ files: [(path: String, data: Data)]) throws(Failure) -> [Result] {
        var staged: [StagedFile] = []
        // Whatever was staged and not renamed into place (a later file failed) is removed.
        defer {
            for file in staged { file.discard() }
        }
        var inPlace: [(path: String, target: OutputTarget, data: Data)] = []
        var results: [Result] = []
        for (path, data) in files {
            let target = try OutputTarget.resolve(path)
            switch target.kind {
            case .regular where FileManager.default.contents(atPath: target.path) == data:
                results.append(.unchanged)
                continue
            case .special: inPlace.append((path, target, data))
            case .missing, .regular: staged.append(try StagedFile.stage(data, for: target, writing: path))
            }
            results.append(.written)
        }
        for (path, target, data) in inPlace { try writeInPlace(data, to: target, writing: path) }
        for file in staged { try file.commit() }
        staged = []
        return results
    }

    /// A device or FIFO gets the bytes as a program writing to it would: no rename, no truncation of what it is.
    private static func writeInPlace(_ data: Data, to target: OutputTarget, writing path: String) throws(Failure) {
        let descriptor = open(target.path, O_WRONLY)
        guard descriptor >= 0 else { throw Failure(path: path, errno: errno) }
        var failure = writeAll(data, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw Failure(path: path, errno: failure) }
    }

    /// Writes every byte, retrying short and interrupted writes; the `errno` of a failure.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}

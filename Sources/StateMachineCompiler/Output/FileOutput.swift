import Foundation

/// Writes generated files so that builds stay incremental: a file whose bytes are
/// unchanged is not touched (its modification time stays), and a changed one is
/// replaced atomically, so a reader never sees half a file.
public enum FileOutput {
    public enum Result: Equatable, Sendable {
        case written
        case unchanged
    }

    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    @discardableResult
    public static func write(_ contents: String, to path: String) throws(Failure) -> Result {
        try write(Data(contents.utf8), to: path)
    }

    @discardableResult
    public static func write(_ data: Data, to path: String) throws(Failure) -> Result {
        if let existing = FileManager.default.contents(atPath: path), existing == data { return .unchanged }
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // `.atomic` writes a temporary file beside the target and renames it into place.
            try data.write(to: url, options: .atomic)
        } catch {
            throw Failure(path: path, reason: error.localizedDescription)
        }
        return .written
    }
}

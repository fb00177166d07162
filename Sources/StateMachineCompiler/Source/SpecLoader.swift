import Foundation

/// Reads specs from disk. A spec that cannot be read becomes a diagnostic at 1:1 of its
/// path, so editors and CI still show it like any other error.
public enum SpecLoader {
    public static func load(_ path: String) -> Result<SourceFile, SpecLoadFailure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(SpecLoadFailure(path: path, reason: "no such file"))
        }
        if isDirectory.boolValue {
            return .failure(SpecLoadFailure(path: path, reason: "it is a directory, not a spec file"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(SpecLoadFailure(path: path, reason: "the file is not readable"))
        }
        return .success(SourceFile(path: path, bytes: Array(data)))
    }
}

public struct SpecLoadFailure: Error, Sendable {
    public let path: String
    public let reason: String

    /// Printed like a compiler diagnostic: `PATH:1:1: error: cannot read spec: REASON`.
    public var rendered: String { "\(path):1:1: error: cannot read spec: \(reason)\n" }
}

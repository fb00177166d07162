import Foundation

/// Reads specs from disk. A spec that cannot be read becomes a diagnostic at 1:1 of its
/// path, so editors and CI still show it like any other error.
public enum SpecLoader {
    /// Larger files are refused, not read: a path such as `/dev/zero` never ends and
    /// would fill memory. Real specs are a few kilobytes; this is a thousand times that and
    /// more than a 20,000-state machine takes. Checking costs some 70 bytes of memory per
    /// byte of a dense spec (its tokens, syntax and model) and an editor's highlighting about
    /// as much again, so the limit bounds both to a few hundred megabytes. Text that arrives
    /// another way (an editor's document) is held to it by ``Pipeline/lex(_:)``.
    public static let maximumSize = 4 << 20

    public static func load(_ path: String) -> Result<SourceFile, SpecLoadFailure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(SpecLoadFailure(path: path, reason: "no such file"))
        }
        if isDirectory.boolValue {
            return .failure(SpecLoadFailure(path: path, reason: "it is a directory, not a spec file"))
        }
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.read(upToCount: maximumSize + 1) ?? Data() else {
            return .failure(SpecLoadFailure(path: path, reason: "the file is not readable"))
        }
        try? handle.close()
        guard data.count <= maximumSize else {
            return .failure(SpecLoadFailure(path: path, reason: LimitMessage.specTooLarge.reason))
        }
        return .success(SourceFile(path: path, bytes: Array(data)))
    }
}

public struct SpecLoadFailure: Error, Sendable {
    public let path: String
    public let reason: String

    /// Printed like a compiler diagnostic: `PATH:1:1: error: cannot read spec: REASON`.
    public var rendered: String { TerminalText.displayable("\(path):1:1: error: cannot read spec: \(reason)") + "\n" }
}

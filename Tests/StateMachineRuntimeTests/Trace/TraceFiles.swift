import Foundation
import StateMachineCommandLine
import StateMachineTestSupport

/// Trace files in a fresh temporary folder, and `statemachine-gen replay` run on them in process.
struct TraceFiles {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("traces-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// The file's lines, without the empty one after the last newline.
    func lines(_ name: String) throws -> [String] {
        try String(contentsOf: url(name), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// A copy of a package spec in the folder, with `original` replaced by `changed`.
    func changedSpec(_ path: String, replacing original: String, with changed: String) throws -> String {
        let text = try PackageFiles.text(path)
        precondition(text.contains(original), "the spec no longer has the line the test changes")
        let copy = url((path as NSString).lastPathComponent)
        try text.replacingOccurrences(of: original, with: changed).write(to: copy, atomically: true, encoding: .utf8)
        return copy.path
    }

    struct Replay {
        let status: Tool.ExitStatus
        let output: String
        let errors: String
    }

    /// `statemachine-gen replay SPEC TRACE...`, SPEC a package path or an absolute one.
    func replay(_ spec: String, _ traces: [String]) -> Replay {
        nonisolated(unsafe) var output = Data()
        nonisolated(unsafe) var errors = ""
        let tool = Tool(standardOutput: { output.append($0) }, standardError: { errors += $0 })
        let specPath = spec.hasPrefix("/") ? spec : PackageFiles.url(spec).path
        let status = tool.run(["replay", specPath, "--no-config"] + traces.map { url($0).path })
        return Replay(status: status, output: String(decoding: output, as: UTF8.self), errors: errors)
    }
}

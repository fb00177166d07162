import Foundation
import StateMachineTestSupport

extension Swiftc {
    /// Type-checks each batch of files (name → contents) as one Swift 6 module with warnings
    /// as errors, against a `StateMachineRuntime` module built once from `runtime`'s sources,
    /// and returns what swiftc said about each batch that failed. One swiftc run per batch
    /// keeps hundreds of generated machines cheap to check. With `throughSIL`, each batch is
    /// compiled to SIL (`-emit-sil`), so the warnings of the mandatory passes count too:
    /// "will never be executed" and "never used" come from there, not from type-checking.
    static func typeCheck(_ batches: [[String: String]], runtime: [String], throughSIL: Bool = false) throws -> [String] {
        guard let executable else { throw Failed(description: "swiftc not found on PATH") }
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let module = try ProcessRunner.run(
            executable,
            [
                "-swift-version", "6", "-parse-as-library", "-module-name", "StateMachineRuntime", "-emit-module",
                "-emit-module-path", directory.appendingPathComponent("StateMachineRuntime.swiftmodule").path,
            ] + runtime, mergingErrors: true)
        guard module.status == 0 else { throw Failed(description: "swiftc failed on the runtime:\n\(module.output)") }
        var failures: [String] = []
        for (number, batch) in batches.enumerated() {
            let folder = directory.appendingPathComponent("batch\(number)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var paths: [String] = []
            for (name, contents) in batch.sorted(by: { $0.key < $1.key }) {
                let url = folder.appendingPathComponent(name)
                try Data(contents.utf8).write(to: url)
                paths.append(url.path)
            }
            let check = try ProcessRunner.run(
                executable,
                (throughSIL ? ["-emit-sil", "-wmo", "-o", folder.appendingPathComponent("batch.sil").path] : ["-typecheck"])
                    + [
                        "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", "Batch\(number)", "-I",
                        directory.path,
                    ]
                    + paths, mergingErrors: true)
            if check.status != 0 { failures.append("batch \(number):\n\(check.output)") }
        }
        return failures
    }
}

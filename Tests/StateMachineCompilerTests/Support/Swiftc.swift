import Foundation
import StateMachineTestSupport

/// Runs the toolchain's `swiftc` on generated code in a scratch directory, for tests that
/// must prove the output compiles (warning-free) and behaves.
enum Swiftc {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    static var isAvailable: Bool { executable != nil }

    static let executable = BuiltExecutable.onPath("swiftc")

    static func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statemachine-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Compiles `files` (name → contents) as Swift 6 with warnings as errors into an
    /// executable, runs it, and returns its standard output. `linking` names the sources of
    /// a `StateMachineRuntime` library to build first and link, for generated conformances.
    static func buildAndRun(_ files: [String: String], moduleName: String = "drive", linking runtime: [String] = []) throws -> String {
        guard let executable else { throw Failed(description: "swiftc not found on PATH") }
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var libraryArguments: [String] = []
        if !runtime.isEmpty {
            let library = try ProcessRunner.run(
                executable,
                [
                    "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
                    "-module-name", "StateMachineRuntime", "-emit-library", "-static", "-emit-module",
                    "-emit-module-path", directory.appendingPathComponent("StateMachineRuntime.swiftmodule").path,
                ]
                    + runtime + ["-o", directory.appendingPathComponent("libStateMachineRuntime.a").path], mergingErrors: true)
            guard library.status == 0 else { throw Failed(description: "swiftc failed on the runtime:\n\(library.output)") }
            libraryArguments = ["-I", directory.path, "-L", directory.path, "-lStateMachineRuntime"]
        }
        var paths: [String] = []
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try Data(contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let binary = directory.appendingPathComponent(moduleName).path
        let compile = try ProcessRunner.run(
            executable,
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", moduleName] + libraryArguments + paths + ["-o", binary],
            mergingErrors: true)
        guard compile.status == 0 else { throw Failed(description: "swiftc failed:\n\(compile.output)") }
        let result = try ProcessRunner.run(binary, [], mergingErrors: true)
        guard result.status == 0 else { throw Failed(description: "program failed:\n\(result.output)") }
        return result.output
    }
}

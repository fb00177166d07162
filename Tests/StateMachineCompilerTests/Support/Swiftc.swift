import Foundation

/// Runs the toolchain's `swiftc` on generated code in a scratch directory, for tests that
/// must prove the output compiles (warning-free) and behaves.
enum Swiftc {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    static var isAvailable: Bool { executable != nil }

    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

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
            let library = try run(
                executable,
                [
                    "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
                    "-module-name", "StateMachineRuntime", "-emit-library", "-static", "-emit-module",
                    "-emit-module-path", directory.appendingPathComponent("StateMachineRuntime.swiftmodule").path,
                ]
                    + runtime + ["-o", directory.appendingPathComponent("libStateMachineRuntime.a").path])
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
        let compile = try run(
            executable,
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", moduleName] + libraryArguments + paths + ["-o", binary])
        guard compile.status == 0 else { throw Failed(description: "swiftc failed:\n\(compile.output)") }
        let result = try run(binary, [])
        guard result.status == 0 else { throw Failed(description: "program failed:\n\(result.output)") }
        return result.output
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

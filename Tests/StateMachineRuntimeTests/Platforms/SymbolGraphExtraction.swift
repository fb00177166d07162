import Foundation
import StateMachineTestSupport

/// Extracts the symbol graphs of modules this test bundle was built against, with the
/// toolchain's `swift symbolgraph-extract`, public symbols only.
enum SymbolGraphExtraction {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The build folder's `Modules`, beside the test bundle (SwiftPM's layout).
    static func modulesDirectory() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let modules = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("StateMachineRuntime.swiftmodule").path) {
                return modules
            }
            directory.deleteLastPathComponent()
        }
        throw Failure(description: "no Modules/StateMachineRuntime.swiftmodule above \(CommandLine.arguments[0])")
    }

    static func graphs(of modules: [String]) throws -> [SymbolGraph] {
        let modulesDirectory = try modulesDirectory()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-graphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let triple = try targetTriple()
        return try modules.map { module in
            try run([
                "swift", "symbolgraph-extract", "-module-name", module, "-I", modulesDirectory.path, "-target", triple,
                "-output-dir", output.path, "-minimum-access-level", "public", "-skip-synthesized-members",
            ])
            let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        }
    }

    private static func targetTriple() throws -> String {
        struct Info: Decodable {
            struct Target: Decodable { let triple: String }
            let target: Target
        }
        return try JSONDecoder().decode(Info.self, from: run(["swiftc", "-print-target-info"])).target.triple
    }

    @discardableResult
    private static func run(_ arguments: [String]) throws -> Data {
        let run = try ProcessRunner.run("/usr/bin/env", arguments)
        guard run.status == 0 else { throw Failure(description: "\(arguments.joined(separator: " ")) failed: \(run.errors)") }
        return run.outputData
    }
}

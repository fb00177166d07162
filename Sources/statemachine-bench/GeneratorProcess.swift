import Foundation

/// `statemachine-gen generate` as a build runs it: a fresh process that reads the spec
/// and writes the Swift file.
struct GeneratorProcessFigures: Codable {
    let states: Int
    let seconds: Double
}

enum GeneratorProcess {
    /// The generator built alongside this benchmark, preferring the one a build runs: the
    /// build plugin's `statemachine-gen-build` (as SwiftPM builds it for the plugin, `-tool`,
    /// when only the benchmark product was built), else `statemachine-gen`. Both run the
    /// same `generate`.
    static func locate() throws -> URL {
        let directory = Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = ["statemachine-gen-build", "statemachine-gen-build-tool", "statemachine-gen", "statemachine-gen-tool"]
            .map { directory.appendingPathComponent($0) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw ChildProcess.Failure(description: "no statemachine-gen-build next to \(directory.path); run 'swift build -c release' first")
        }
        return found
    }

    /// The best of `runs` complete runs; the output is deleted before each, so every run
    /// writes the file rather than finding it unchanged.
    static func measure(_ spec: SyntheticSpec, generator: URL, in directory: URL, runs: Int) throws -> GeneratorProcessFigures {
        let specURL = directory.appendingPathComponent(spec.fileName)
        try spec.text.write(to: specURL, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("generated-\(spec.stateCount)")
        let command = ChildProcess(executable: generator, arguments: ["generate", specURL.path, "--output", output.path])
        let seconds = try command.bestSeconds(of: runs) { try? FileManager.default.removeItem(at: output) }
        return GeneratorProcessFigures(states: spec.stateCount, seconds: seconds)
    }
}

import Foundation

/// `generate` as a fresh process that reads the spec and writes the Swift file, for each
/// tool that runs it: `statemachine-gen` (the command line) and `statemachine-gen-build`
/// (the build plugin's tool).
struct GeneratorProcessFigures: Codable {
    let tool: String
    let states: Int
    let seconds: Double
    let cpuSeconds: Double
}

enum GeneratorProcess {
    /// The generators built alongside this benchmark, by the names users know them by; SwiftPM
    /// builds a tool as `NAME-tool` when only the benchmark product was built.
    static func locate() throws -> [(name: String, url: URL)] {
        let directory =
            Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let found = ["statemachine-gen", "statemachine-gen-build"].compactMap { name -> (name: String, url: URL)? in
            let url = [name, name + "-tool"].map { directory.appendingPathComponent($0) }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            return url.map { (name, $0) }
        }
        guard !found.isEmpty else {
            throw ChildProcess.Failure(description: "no statemachine-gen next to \(directory.path); run 'swift build -c release' first")
        }
        return found
    }

    /// The best of `runs` complete runs; the output is deleted before each, so every run
    /// writes the file rather than finding it unchanged.
    static func measure(_ spec: SyntheticSpec, tool: (name: String, url: URL), in directory: URL, runs: Int) throws
        -> GeneratorProcessFigures
    {
        let specURL = directory.appendingPathComponent(spec.fileName)
        try spec.text.write(to: specURL, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("generated-\(spec.stateCount)")
        let command = ChildProcess(executable: tool.url, arguments: ["generate", specURL.path, "--output", output.path])
        let times = try command.best(of: runs) { try? FileManager.default.removeItem(at: output) }
        return GeneratorProcessFigures(tool: tool.name, states: spec.stateCount, seconds: times.wall, cpuSeconds: times.cpu)
    }
}

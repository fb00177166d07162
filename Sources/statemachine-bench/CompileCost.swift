import Foundation
import StateMachineCompiler

/// What the Swift compiler pays for a generated machine: type checking alone, and an
/// optimized object file, each as its own `swiftc` process.
struct CompileFigures: Codable {
    let states: Int
    let swiftLines: Int
    let typecheckSeconds: Double
    let optimizedSeconds: Double
    /// User and system time of the `-c -O` process: the figure to compare on a busy machine.
    let optimizedCPUSeconds: Double
}

enum CompileCost {
    static func measure(_ spec: SyntheticSpec, swiftc: URL, in directory: URL, runs: Int) throws -> CompileFigures {
        let file = SourceFile(path: spec.fileName, text: spec.text)
        guard let machine = Pipeline.check(file).machine else {
            throw GeneratorThroughput.Failure(description: "the synthetic spec \(spec.fileName) does not check")
        }
        let generated = SwiftMachineEmitter.emit(machine, access: .internal)
        let source = directory.appendingPathComponent(generated.name)
        try generated.contents.write(to: source, atomically: true, encoding: .utf8)
        // The generated code's contract: Swift 6 mode, warning-free.
        let common = ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", spec.machineName]
        let typecheck = ChildProcess(executable: swiftc, arguments: ["-typecheck"] + common + [source.path])
        let object = directory.appendingPathComponent(spec.machineName + ".o")
        let optimized = ChildProcess(executable: swiftc, arguments: ["-c", "-O"] + common + [source.path, "-o", object.path])
        let optimizedTimes = try optimized.best(of: runs)
        return CompileFigures(
            states: spec.stateCount,
            swiftLines: generated.contents.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count,
            typecheckSeconds: try typecheck.bestSeconds(of: runs),
            optimizedSeconds: optimizedTimes.wall, optimizedCPUSeconds: optimizedTimes.cpu)
    }
}

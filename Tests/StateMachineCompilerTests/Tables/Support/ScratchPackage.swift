import Foundation
import StateMachineTestSupport

/// A throwaway SwiftPM package with a library of machines and a test target of generated
/// tests, built with warnings as errors and tested with `swift test`. Machines with runtime
/// conformances go to a second library, which alone depends on a copy of the package's
/// `StateMachineRuntime`, so the other machines compile beside the runtime, not after it.
struct ScratchPackage {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("statemachine-gen-scratch-" + ProcessInfo.processInfo.globallyUniqueString)
    }

    /// The manifest, with the runtime and the second library only when a machine needs them.
    private func writeManifest(withRuntime: Bool) throws {
        let runtimeTargets = """
                    .target(name: "StateMachineRuntime"),
                    .target(name: "\(Self.runtimeModule)", dependencies: ["StateMachineRuntime"], swiftSettings: strict),

            """
        let testDependencies = withRuntime ? "[\"\(Self.module)\", \"\(Self.runtimeModule)\"]" : "[\"\(Self.module)\"]"
        try write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
            let package = Package(
                name: "Scratch",
                platforms: [.macOS("10.15.4"), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
                targets: [
                    .target(name: "\(Self.module)", swiftSettings: strict),
            \(withRuntime ? runtimeTargets : "")\
                    .testTarget(name: "MachinesTests", dependencies: \(testDependencies), swiftSettings: strict),
                ]
            )

            """, to: "Package.swift")
        if withRuntime { try copyRuntime() }
    }

    /// The runtime's Swift files, in their folders, as `Sources/StateMachineRuntime`.
    private func copyRuntime() throws {
        let runtime = PackageFiles.url("Sources/StateMachineRuntime")
        let paths = FileManager.default.enumerator(atPath: runtime.path)?.compactMap { $0 as? String } ?? []
        for path in paths where path.hasSuffix(".swift") && !path.contains(".docc/") {
            try write(
                try String(contentsOf: runtime.appendingPathComponent(path), encoding: .utf8), to: "Sources/StateMachineRuntime/" + path)
        }
    }

    static let module = "Machines"
    /// The library of machines with their runtime conformances.
    static let runtimeModule = "TimedMachines"

    /// Adds a machine's file to `module`, or with `runtime` to ``runtimeModule``.
    func addSource(_ name: String, _ contents: String, runtime: Bool = false) throws {
        try write(contents, to: "Sources/\(runtime ? Self.runtimeModule : Self.module)/" + name)
    }

    func addTest(_ name: String, _ contents: String) throws {
        try write(contents, to: "Tests/MachinesTests/" + name)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Run {
        let status: Int32
        let output: String
    }

    /// Builds everything; a failed build throws with the compiler's output.
    func build() throws {
        let runtimeSources = directory.appendingPathComponent("Sources/" + Self.runtimeModule).path
        try writeManifest(withRuntime: FileManager.default.fileExists(atPath: runtimeSources))
        let run = try swift(["build", "--build-tests"])
        guard run.status == 0 else { throw Failure(description: "scratch package does not build:\n" + run.output) }
    }

    /// Runs the tests and tells, per suite name, whether it passed, with the whole output.
    ///
    /// On Linux the test binary runs directly, not through `swift test`: relayed by SwiftPM,
    /// whole lines of Swift Testing's output went missing (1 to 5 in 100 of a test's 12,000
    /// issues; on a loaded machine, a suite's result), while the binary's own output has them all.
    /// The tests run one at a time, since Swift Testing writes an issue and its comment
    /// (`↳ ...`) as separate lines, and a parallel test's line could fall between them.
    func test(suites: [String]) throws -> (results: [String: Bool], output: String) {
        let output = try runTests().output
        var results: [String: Bool] = [:]
        for line in output.split(separator: "\n") {
            for suite in suites where line.contains("Suite \(suite) ") {
                if line.contains(" passed after ") { results[suite] = true }
                if line.contains(" failed after ") { results[suite] = false }
            }
        }
        return (results, output)
    }

    private func runTests() throws -> Run {
        #if os(Linux)
            let binPath = try swift(["build", "--show-bin-path"]).output.split(separator: "\n").last ?? ""
            let binary = binPath.trimmingCharacters(in: .whitespaces) + "/ScratchPackageTests.xctest"
            let run = try ProcessRunner.run(binary, ["--testing-library", "swift-testing", "--no-parallel"], mergingErrors: true)
            return Run(status: run.status, output: run.output)
        #else
            return try swift(["test", "--skip-build", "--no-parallel"])
        #endif
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    private func swift(_ arguments: [String]) throws -> Run {
        guard let executable = SwiftBuild.executable else { throw Swiftc.Failed(description: "swift not found on PATH") }
        let run = try ProcessRunner.run(executable, arguments + ["--package-path", directory.path], mergingErrors: true)
        return Run(status: run.status, output: run.output)
    }

    private func write(_ contents: String, to path: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }
}

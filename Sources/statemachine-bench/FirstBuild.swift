import Foundation
import StateMachineCompiler

/// The user's first build: a clean `swift build` of a one-target package whose machine
/// comes from the build plugin, beside the same package with that machine's Swift checked
/// in. The difference is what the plugin costs: building its tool, `statemachine-gen-build`,
/// for the host (SwiftPM builds only the tools of the build plugins a package applies, so
/// this is the lean tool, not the full `statemachine-gen`), compiling the package's plugins,
/// and running the tool. The user's package depends on this one by path, so it measures the
/// package's structure as it is.
struct FirstBuildFigures: Codable {
    let withPluginSeconds: Double
    let withPluginCPUSeconds: Double
    let checkedInSeconds: Double
    let checkedInCPUSeconds: Double
}

enum FirstBuild {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func measure(swift: URL, in directory: URL) throws -> FirstBuildFigures {
        let specURL = packageRoot.appendingPathComponent("specs/favorite.sm")
        let spec = try String(contentsOf: specURL, encoding: .utf8)
        guard let machine = Pipeline.check(SourceFile(path: "favorite.sm", text: spec)).machine else {
            throw GeneratorThroughput.Failure(description: "specs/favorite.sm does not check")
        }
        let withPlugin = try makePackage(
            "with-plugin", in: directory,
            manifest: """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "UserApp",
                    dependencies: [.package(path: "\(packageRoot.path)")],
                    targets: [.target(name: "App", plugins: [.plugin(name: "StateMachinePlugin", package: "\(packageRoot.lastPathComponent)")])]
                )

                """, files: ["favorite.sm": spec])
        let checkedIn = try makePackage(
            "checked-in", in: directory,
            manifest: """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(name: "UserApp", targets: [.target(name: "App")])

                """, files: ["favorite.swift": SwiftMachineEmitter.emit(machine).contents])
        let plugin = try ChildProcess(executable: swift, arguments: ["build", "--package-path", withPlugin.path]).run()
        let plain = try ChildProcess(executable: swift, arguments: ["build", "--package-path", checkedIn.path]).run()
        return FirstBuildFigures(
            withPluginSeconds: plugin.seconds, withPluginCPUSeconds: plugin.cpuSeconds,
            checkedInSeconds: plain.seconds, checkedInCPUSeconds: plain.cpuSeconds)
    }

    /// A fresh package directory with one library target `App` holding `files`.
    private static func makePackage(_ name: String, in directory: URL, manifest: String, files: [String: String]) throws -> URL {
        let package = directory.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: package)
        let sources = package.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public enum App {}\n".write(to: sources.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        for (file, contents) in files {
            try contents.write(to: sources.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return package
    }
}

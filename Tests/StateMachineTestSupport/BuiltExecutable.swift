import Foundation

/// Programs the tests run: the package's executables, built beside the test bundle, for tests
/// that must run the real program (its standard streams, its exit status), and tools on `PATH`.
package enum BuiltExecutable {
    package static func path(_ name: String) -> String? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// The first `name` on `PATH`, such as the toolchain's `swiftc` or `swift`.
    package static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

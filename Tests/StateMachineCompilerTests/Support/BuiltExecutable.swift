import Foundation

/// The package's executables, built beside the test bundle, for tests that must run the
/// real program (its standard streams, its exit status).
enum BuiltExecutable {
    static func path(_ name: String) -> String? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}

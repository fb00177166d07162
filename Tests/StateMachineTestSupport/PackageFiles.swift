import Foundation

/// The package's own files, found from this source file's location, so a test reads the
/// checked-in specs, documents and generated files wherever the package was cloned.
package enum PackageFiles {
    /// The package root, three levels above this file.
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    package struct Missing: Error, CustomStringConvertible {
        package let path: String
        package var description: String { "cannot read \(path)" }
    }

    /// A file of the package, named by its path relative to the package root.
    package static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    package static func text(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: url(path).path) else { throw Missing(path: url(path).path) }
        return String(decoding: data, as: UTF8.self)
    }
}

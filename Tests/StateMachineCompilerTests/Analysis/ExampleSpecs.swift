import Foundation

/// The project's two example specs, read from `specs/` beside the package.
enum ExampleSpecs {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("specs")

    static let names = ["checkout.sm", "favorite.sm"]

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}

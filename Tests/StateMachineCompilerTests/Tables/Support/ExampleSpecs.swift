import Foundation
@testable import StateMachineCompiler

/// The package's own example specs, checked by the real pipeline.
enum ExampleSpecs {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let names = ["checkout", "favorite"]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The checked machine of `specs/NAME.sm`.
    static func machine(_ name: String) throws -> Machine {
        let path = "specs/\(name).sm"
        return try check(path: path, text: String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8))
    }

    /// The checked machine of a spec text; throws when the spec has errors.
    static func check(path: String, text: String) throws -> Machine {
        let result = SpecChecker.check(SourceFile(path: path, text: text))
        guard let machine = result.machine else {
            throw Failure(description: "\(path) does not check: \(result.diagnostics.map(\.message))")
        }
        return machine
    }
}

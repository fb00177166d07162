import Foundation
import StateMachineCompiler

/// The package's own files, found from this source file's location.
enum ExampleSpecs {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "cannot read \(path)" }
    }

    /// `specs/NAME.sm`, named by its path relative to the package as a user would type it.
    static func file(_ name: String) throws -> SourceFile {
        let url = packageRoot.appendingPathComponent("specs/\(name).sm")
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing(path: url.path) }
        return SourceFile(path: "specs/\(name).sm", bytes: Array(data))
    }

    static func machine(_ name: String) throws -> Machine {
        guard let machine = Pipeline.check(try file(name)).machine else { throw Missing(path: "a valid specs/\(name).sm") }
        return machine
    }

    /// A spec elsewhere in the package, such as the runtime tests' `Tests/RuntimeTestMachines/quote.sm`.
    static func packageMachine(_ path: String) throws -> Machine {
        let url = packageRoot.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path),
            let machine = Pipeline.check(SourceFile(path: path, bytes: Array(data))).machine
        else { throw Missing(path: "a valid \(path)") }
        return machine
    }
}

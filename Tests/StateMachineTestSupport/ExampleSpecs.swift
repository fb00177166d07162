import Foundation
import StateMachineCompiler

/// The shipped example specs (`specs/NAME.sm`) and other specs of the package, read and checked.
package enum ExampleSpecs {
    /// `specs/NAME.sm`, named by its path relative to the package as a user would type it.
    package static func file(_ name: String) throws -> SourceFile {
        try packageFile("specs/\(name).sm")
    }

    /// The text of `specs/NAME.sm`.
    package static func text(_ name: String) throws -> String {
        try PackageFiles.text("specs/\(name).sm")
    }

    package static func machine(_ name: String) throws -> Machine {
        try packageMachine("specs/\(name).sm")
    }

    /// A spec elsewhere in the package, such as the runtime tests' `Tests/RuntimeTestMachines/quote.sm`.
    package static func packageMachine(_ path: String) throws -> Machine {
        guard let machine = Pipeline.check(try packageFile(path)).machine else { throw PackageFiles.Missing(path: "a valid \(path)") }
        return machine
    }

    private static func packageFile(_ path: String) throws -> SourceFile {
        let url = PackageFiles.url(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw PackageFiles.Missing(path: url.path) }
        return SourceFile(path: path, bytes: Array(data))
    }
}

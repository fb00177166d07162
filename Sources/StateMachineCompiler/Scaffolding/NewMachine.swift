/// `statemachine-gen new NAME --output DIR`: the files that start a machine in a target.
///
/// SwiftPM builds a target only when it holds a Swift file: a folder with nothing but
/// `.sm` specs is skipped with a warning, and no machine is generated. So next to the spec
/// this writes `StateMachines.swift` when the folder has no Swift file yet. The name is
/// fixed rather than taken from the target: `Upload.swift` beside `upload.sm` would clash
/// with the generated `upload.swift` on a case-insensitive file system.
package enum NewMachine {
    package static let swiftFileName = "StateMachines.swift"

    /// `NAME --output DIR`, the arguments of `new` after the command's name, as both front
    /// doors take them: `statemachine-gen new` and the `add-state-machine` plugin's lean tool.
    package static func parse(_ arguments: [String], command: String = "new") throws(UsageError) -> (name: String, output: String) {
        let scanner = try ArgumentScanner(arguments, command: command, valued: ["--output"], flags: [])
        guard scanner.positionals.count == 1, let machine = scanner.positionals.first else {
            throw UsageError("'new' takes one machine name, such as 'upload'", command: command)
        }
        guard isValidName(machine) else {
            throw UsageError(
                "'\(machine)' is not a valid machine name: use letters, digits and '_', starting with a letter", command: command)
        }
        return (machine, try scanner.required("--output", "DIR", command: command))
    }

    /// A spec name is a file name that is also a Swift identifier, such as `upload` or `checkoutFlow`.
    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
        }
    }

    /// The spec, and the Swift file unless the folder already has one; `module` is the
    /// target the folder belongs to.
    package static func files(name: String, module: String, folderHasSwiftFile: Bool) -> [GeneratedFile] {
        let spec = GeneratedFile(name: name + ".sm", contents: specTemplate(machine: machineName(name), module: module))
        guard !folderHasSwiftFile else { return [spec] }
        return [spec, GeneratedFile(name: swiftFileName, contents: swiftFile(spec: name + ".sm"))]
    }

    /// `name`, or `nameMachine` when its machine would be named like the target: a machine
    /// `Upload` in module `Upload` prints as `Upload.Upload.Effect...`, and its generated
    /// `upload.swift` collides with the target's `Upload.swift` on a case-insensitive disk.
    package static func distinctName(_ name: String, module: String) -> String {
        machineName(name).lowercased() == module.lowercased() ? name + "Machine" : name
    }

    /// The module SwiftPM builds from a folder (its target) of this name: every character
    /// that cannot stand in a Swift identifier becomes `_` (`Up-load` → `Up_load`). The
    /// template names it in comments, where a line break from the folder's name would
    /// otherwise start a line of spec text.
    static func moduleName(ofFolder folder: String) -> String {
        let scalars = folder.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal || scalar == "_" ? Character(scalar) : "_"
        }
        guard let first = scalars.first else { return "_" }
        return first.isNumber ? "_" + String(scalars) : String(scalars)
    }

    /// `upload` → `Upload`: the spec's file name with its first letter capitalised.
    package static func machineName(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A small, warning-free machine showing the idioms worth copying: an operation ID that
    /// tells a stale answer from the current one, an effect as data, an ignored duplicate tap.
    static func specTemplate(machine: String, module: String) -> String {
        """
        // The \(machine) machine. Every build regenerates \(machine) from this file; the
        // documentation's "The language" article describes every declaration. Replace the example rows below.
        // The generated types are internal: the generated tests reach them with
        // `@testable import \(module)`; for a plain `import \(module)` (your own tests in release
        // builds, another module), put { "access": "public" } in statemachine-gen.json here.
        machine \(machine)

        initial idle

        state idle
        state working(operationID: UUID)
        state failed(message: String)

        event start(operationID: UUID)
        event finished(operationID: UUID)
        event failedWith(operationID: UUID, message: String)

        effect perform(operationID: UUID)

        idle        on start(op)                    -> working(op) / perform(op)
        failed      on start(op)                    -> working(op) / perform(op)
        working     on start                        ignore
        working(op) on finished(op)                 -> idle
        working(op) on failedWith(op, message)      -> failed(message)
        // An answer can still come after its operation ended: here it changes nothing.
        idle, failed on finished                    ignore
        idle, failed on failedWith                  ignore

        """
    }

    private static func swiftFile(spec: String) -> String {
        """
        // SwiftPM builds a target only when it holds at least one Swift file; this is that file.
        // The machines themselves are generated from the .sm specs in this folder (\(spec) and
        // any you add) by statemachine-gen's build plugin on every build. Code that drives them
        // can live here or in any other file of the target.

        """
    }
}

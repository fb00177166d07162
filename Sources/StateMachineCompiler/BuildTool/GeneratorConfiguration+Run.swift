import Foundation

extension GeneratorConfiguration {
    /// The file a target's configuration is read from, wherever it sits in the target's folder.
    public static let fileName = "statemachine-gen.json"

    /// The run this configuration asks for with a command's flags: `--access` wins over
    /// `access`; `--runtime`, `--codable` and `--warnings-as-errors` turn on what the file leaves off.
    public func run(
        access flag: SwiftMachineEmitter.AccessLevel? = nil, warningsAsErrors: Bool = false, runtime: Bool = false, codable: Bool = false
    ) -> RunConfiguration {
        RunConfiguration(
            demoted: notes, warningsAsErrors: warningsAsErrors || self.warningsAsErrors,
            emit: EmitOptions(
                access: flag ?? access ?? .internal, codable: codable || self.codable == true, runtime: runtime || self.runtime == true))
    }

    /// The configuration file that governs the spec at `path` as the build plugin finds it
    /// among its target's files: the nearest in the spec's folder or a folder above it, up
    /// to the package's root (the folder with `Package.swift`, whose own files belong to no
    /// target) or a repository's; `nil` when there is none.
    public static func governing(specAt path: String) -> String? {
        let files = FileManager.default
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, !["Package.swift", ".git"].contains(where: { files.fileExists(atPath: folder + "/" + $0) }) {
            let candidate = folder + "/" + fileName
            if files.fileExists(atPath: candidate) { return candidate }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { return nil }
            folder = parent
        }
        return nil
    }
}

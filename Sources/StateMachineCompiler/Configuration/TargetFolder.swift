import Foundation

/// The folder of the SwiftPM target a spec belongs to, found from the spec's path alone, for
/// the front doors no build plugin hands a target to (`check`, the diagrams, the editor): the
/// folder below the package's `Sources`, `Tests` or `Plugins` folder, or else the package's
/// top folder that holds the spec (a target with a custom `path:` such as `specs`).
enum TargetFolder {
    static let conventionalParents: Set<String> = ["Sources", "Tests", "Plugins"]

    /// `nil` outside a package (no `Package.swift` above the spec) or for a spec in the
    /// package's root or directly in its `Sources` folder, which belong to no target.
    static func of(specAt path: String) -> String? {
        var below: [String] = []
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        while !FileManager.default.fileExists(atPath: folder + "/Package.swift") {
            below.append(folder)
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { return nil }
            folder = parent
        }
        guard let top = below.last else { return nil }
        guard conventionalParents.contains((top as NSString).lastPathComponent) else { return top }
        return below.count >= 2 ? below[below.count - 2] : nil
    }

    /// Every configuration file in `folder` and its folders, as the plugin finds them among
    /// the target's files; hidden folders (`.build`, `.git`) hold none of a target's files.
    static func configurationFiles(in folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.lastPathComponent == GeneratorConfiguration.fileName }.map(\.path).sorted()
    }
}

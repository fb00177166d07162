import Foundation

/// Where a run's `statemachine-gen.json` comes from. The build plugin knows its target and
/// says which file applies (`--config FILE`, or `--no-config` for a target without one); a
/// command run by hand and the editor find the file of the spec's target as the plugin would.
public enum ConfigurationSource: Equatable, Sendable {
    /// The file named with `--config`.
    case file(String)
    /// No file: every option at its default, whatever lies beside the specs.
    case none
    /// The one `statemachine-gen.json` anywhere in the folder of the specs' target
    /// (``TargetFolder``); outside a package, the one beside the spec.
    case governing

    /// The configuration the specs at `paths` are run with, or why none can be: a file that
    /// does not parse, two files in one target, or specs of targets configured differently.
    public func resolve(forSpecs paths: [String]) -> Result<GeneratorConfiguration, ConfigurationFailure> {
        switch self {
        case .none: return .success(GeneratorConfiguration())
        case .file(let path): return GeneratorConfiguration.load(path)
        case .governing: break
        }
        var governing: [String?] = []
        var searched: [String: Result<String?, ConfigurationFailure>] = [:]
        for path in paths {
            let folder = TargetFolder.of(specAt: path)
            let key = folder ?? ""
            let found = searched[key] ?? Self.configurationFile(inTargetFolder: folder, specAt: path)
            searched[key] = found
            switch found {
            case .failure(let failure): return .failure(failure)
            case .success(let file): governing.append(file)
            }
        }
        let files = Set(governing)
        guard files.count <= 1 else {
            let named = files.map { $0 ?? "none" }.sorted().joined(separator: ", ")
            return .failure(
                ConfigurationFailure(
                    path: governing.compactMap { $0 }.sorted()[0],
                    reason: "the specs belong to targets configured differently (\(named)); run each target's specs on their own"))
        }
        guard let file = files.first ?? nil else { return .success(GeneratorConfiguration()) }
        return GeneratorConfiguration.load(file)
    }

    private static func configurationFile(inTargetFolder folder: String?, specAt path: String) -> Result<String?, ConfigurationFailure> {
        guard let folder else {
            let beside = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(GeneratorConfiguration.fileName).path
            return .success(FileManager.default.fileExists(atPath: beside) ? beside : nil)
        }
        let found = TargetFolder.configurationFiles(in: folder)
        guard found.count <= 1 else {
            return .failure(
                ConfigurationFailure(
                    path: found[0],
                    reason: "a target takes one \(GeneratorConfiguration.fileName), but this one has \(found.count): "
                        + found.joined(separator: ", ")))
        }
        return .success(found.first)
    }
}

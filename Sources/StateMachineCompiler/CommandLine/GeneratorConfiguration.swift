import Foundation

/// Options read from a target's `statemachine-gen.json`, so the build plugin needs no
/// per-target arguments: `{ "access": "public", "runtime": true, "codable": true }`. Unknown keys are errors,
/// not ignored, so a typo cannot silently fall back to a default.
public struct GeneratorConfiguration: Equatable, Sendable {
    public var access: SwiftMachineEmitter.AccessLevel?
    /// Also write each machine's conformance to `StateMachineRuntime.StateMachine`.
    public var runtime: Bool?
    /// Make State, Event, Effect and Context `Codable`, in Swift's synthesized format.
    public var codable: Bool?

    public static func load(_ path: String) -> Result<GeneratorConfiguration, SpecLoadFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(SpecLoadFailure(path: path, reason: "the configuration file is not readable"))
        }
        return parse(data, path: path)
    }

    static func parse(_ data: Data, path: String) -> Result<GeneratorConfiguration, SpecLoadFailure> {
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] else {
            return .failure(SpecLoadFailure(path: path, reason: "expected a JSON object such as { \"access\": \"public\" }"))
        }
        var configuration = GeneratorConfiguration()
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "access":
                guard let raw = value as? String, let access = SwiftMachineEmitter.AccessLevel(rawValue: raw) else {
                    return .failure(SpecLoadFailure(path: path, reason: "'access' must be \"internal\" or \"public\""))
                }
                configuration.access = access
            case "runtime":
                guard let flag = value as? Bool else {
                    return .failure(SpecLoadFailure(path: path, reason: "'runtime' must be true or false"))
                }
                configuration.runtime = flag
            case "codable":
                guard let flag = value as? Bool else {
                    return .failure(SpecLoadFailure(path: path, reason: "'codable' must be true or false"))
                }
                configuration.codable = flag
            default:
                return .failure(SpecLoadFailure(
                    path: path, reason: "unknown configuration key '\(key)'; the known keys are 'access', 'codable' and 'runtime'"))
            }
        }
        return .success(configuration)
    }
}

import Foundation

/// Options read from a target's `statemachine-gen.json`, so the build plugin needs no
/// per-target arguments: `{ "access": "public", "runtime": true, "codable": true }`. Unknown
/// keys are errors, not ignored, so a typo cannot silently fall back to a default.
public struct GeneratorConfiguration: Equatable, Sendable {
    /// Every key, as the "Getting started with SwiftPM" article's table documents them; `--access`, `--codable`, `--runtime`
    /// and `--warnings-as-errors` mirror them.
    public static let keys = ["access", "codable", "notes", "runtime", "warningsAsErrors"]

    public var access: SwiftMachineEmitter.AccessLevel?
    /// Also write each machine's conformance to `StateMachineRuntime.StateMachine`.
    public var runtime: Bool?
    /// Make State, Event, Effect and Context `Codable`, in Swift's synthesized format.
    public var codable: Bool?
    public var warningsAsErrors = false
    /// Warnings reported as notes for this target, by id: `"notes": ["late-result-unhandled"]`
    /// for a target whose findings are judged and documented. Their text stays the same.
    public var notes: Set<DiagnosticID> = []

    /// Larger files are refused unread, like an oversized spec: every key fits in a few
    /// hundred bytes, and decoding a huge file costs seconds and hundreds of megabytes before
    /// any spec is generated (`/dev/zero` would never end).
    public static let maximumSize = 64 << 10

    public static func load(_ path: String) -> Result<GeneratorConfiguration, ConfigurationFailure> {
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.read(upToCount: maximumSize + 1) ?? Data() else {
            return .failure(ConfigurationFailure(path: path, reason: "the file is not readable"))
        }
        try? handle.close()
        guard data.count <= maximumSize else {
            return .failure(ConfigurationFailure(path: path, reason: "it is larger than \(maximumSize >> 10) KB"))
        }
        return parse(data, path: path)
    }

    static func parse(_ data: Data, path: String) -> Result<GeneratorConfiguration, ConfigurationFailure> {
        guard let object = try? JSONDecoder().decode([String: Value].self, from: data) else {
            return .failure(ConfigurationFailure(path: path, reason: "expected a JSON object such as { \"access\": \"public\" }"))
        }
        if let key = ConfigurationKeys.repeated(in: data) {
            return .failure(ConfigurationFailure(path: path, reason: "key '\(key)' appears more than once; keep one"))
        }
        var configuration = GeneratorConfiguration()
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            switch (key, value) {
            case ("access", .string(let raw)) where SwiftMachineEmitter.AccessLevel(rawValue: raw) != nil:
                configuration.access = SwiftMachineEmitter.AccessLevel(rawValue: raw)
            case ("access", _):
                return .failure(ConfigurationFailure(path: path, reason: "'access' must be \"internal\" or \"public\""))
            case ("runtime", .bool(let flag)):
                configuration.runtime = flag
            case ("codable", .bool(let flag)):
                configuration.codable = flag
            case ("warningsAsErrors", .bool(let flag)):
                configuration.warningsAsErrors = flag
            case ("notes", .strings(let ids)) where ids.allSatisfy({ DiagnosticID.warnings.contains(DiagnosticID($0)) }):
                configuration.notes = Set(ids.map { DiagnosticID($0) })
            case ("notes", _):
                let known = DiagnosticID.warnings.map(\.rawValue).sorted().joined(separator: ", ")
                return .failure(ConfigurationFailure(path: path, reason: "'notes' must list warning ids (\(known))"))
            case ("runtime", _), ("codable", _), ("warningsAsErrors", _):
                return .failure(ConfigurationFailure(path: path, reason: "'\(key)' must be true or false"))
            default:
                let known = keys.map { "'\($0)'" }.joined(separator: ", ")
                return .failure(
                    ConfigurationFailure(
                        path: path,
                        reason: "unknown key '\(key)'" + NameSuggestion.suffix(for: key, among: keys) + " (known keys: \(known))"))
            }
        }
        return .success(configuration)
    }

    /// A JSON value, as far as the keys care: `true` and `1` stay different.
    enum Value: Decodable {
        case bool(Bool)
        case string(String)
        case strings([String])
        case other

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else if let texts = try? container.decode([String].self) {
                self = .strings(texts)
            } else {
                self = .other
            }
        }
    }
}

/// A configuration file that cannot be used, reported at its 1:1 like a compiler
/// diagnostic and named as what it is: `PATH:1:1: error: configuration file: REASON`.
public struct ConfigurationFailure: Error, Sendable {
    public let path: String
    public let reason: String

    /// Printable on a terminal whatever the file holds: an unknown key is quoted as written.
    public var rendered: String { TerminalText.displayable("\(path):1:1: error: configuration file: \(reason)") + "\n" }

    /// The failure where an editor shows it: at the 1:1 of a spec the file governs.
    public var diagnostic: Diagnostic {
        .error(.configurationFile, "configuration file \(path): \(reason)", at: SourceRange(start: 0, end: 0))
    }
}

/// What a command asks of the configuration: where the file comes from, and the flags that
/// override it (`--access` wins over `access`; `--runtime`, `--codable` and
/// `--warnings-as-errors` turn on what the file leaves off). Resolved once per run into the
/// ``RunConfiguration`` every stage takes.
public struct ConfigurationRequest: Equatable, Sendable {
    public var source: ConfigurationSource
    public var access: SwiftMachineEmitter.AccessLevel?
    public var warningsAsErrors: Bool
    public var runtime: Bool
    public var codable: Bool

    public init(
        source: ConfigurationSource = .governing, access: SwiftMachineEmitter.AccessLevel? = nil, warningsAsErrors: Bool = false,
        runtime: Bool = false, codable: Bool = false
    ) {
        self.source = source
        self.access = access
        self.warningsAsErrors = warningsAsErrors
        self.runtime = runtime
        self.codable = codable
    }

    /// The run the specs at `paths` get, or why their configuration file cannot be used.
    public func resolve(forSpecs paths: [String]) -> Result<RunConfiguration, ConfigurationFailure> {
        source.resolve(forSpecs: paths).map { file in
            file.run(access: access, warningsAsErrors: warningsAsErrors, runtime: runtime, codable: codable)
        }
    }
}

extension ArgumentScanner {
    /// `--config FILE` or `--no-config`, and whichever of the overriding flags the command takes.
    package func configurationRequest(command: String) throws(UsageError) -> ConfigurationRequest {
        var source = ConfigurationSource.governing
        if let path = value("--config") {
            guard !flag("--no-config") else { throw UsageError("'--config' and '--no-config' exclude each other", command: command) }
            source = .file(path)
        } else if flag("--no-config") {
            source = .none
        }
        return ConfigurationRequest(
            source: source, access: try choice("--access", command: command), warningsAsErrors: flag("--warnings-as-errors"),
            runtime: flag("--runtime"), codable: flag("--codable"))
    }
}

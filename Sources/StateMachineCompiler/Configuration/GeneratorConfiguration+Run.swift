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
}

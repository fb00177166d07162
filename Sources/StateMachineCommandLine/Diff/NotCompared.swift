import StateMachineCompiler

/// A spec of a package report that could not be compared: in the JSON, its path and the
/// first line of each error printed for it (either side's), so a script that reads only
/// standard output learns which spec failed and why:
///
///     {"spec": "specs/light.sm", "compared": false, "errors": ["specs/light.sm:6:8: error: unknown event 'zzz'"]}
enum NotCompared {
    static func json(_ path: String, errors: [String]) -> String {
        "{\"spec\": \(DiagnosticJSON.string(path)), \"compared\": false, \"errors\": ["
            + errors.map(DiagnosticJSON.string).joined(separator: ", ") + "]}"
    }
}

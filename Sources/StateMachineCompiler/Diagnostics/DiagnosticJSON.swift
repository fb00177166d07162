/// Diagnostics as one JSON document, for editors and CI annotations:
///
///     {
///       "diagnostics": [
///         {"path": "a.sm", "line": 3, "column": 7, "severity": "warning", "id": "dead-end", "message": "...", "notes": []}
///       ]
///     }
///
/// or `{"diagnostics": []}` on one line when there is nothing to report. Written by hand so that keys keep this order and the bytes are the same on every
/// machine; one diagnostic per line keeps the output greppable.
public struct DiagnosticJSON {
    private var entries: [String] = []

    public init() {}

    public mutating func add(_ diagnostics: [Diagnostic], in file: SourceFile) {
        for diagnostic in diagnostics {
            let notes = diagnostic.notes.map { note in
                "{" + Self.location(note.range, in: file) + ", \"message\": \(Self.string(note.message))}"
            }
            entries.append(
                "{" + Self.location(diagnostic.range, in: file) + ", \"severity\": \(Self.string(diagnostic.severity.rawValue))"
                    + ", \"id\": \(Self.string(diagnostic.id.rawValue)), \"message\": \(Self.string(diagnostic.message))"
                    + ", \"notes\": [\(notes.joined(separator: ", "))]}")
        }
    }

    /// A spec that could not be read, at 1:1 as in the text output.
    public mutating func add(_ failure: SpecLoadFailure) {
        entries.append(
            "{\"path\": \(Self.string(failure.path)), \"line\": 1, \"column\": 1, \"severity\": \"error\""
                + ", \"id\": \(Self.string(DiagnosticID.unreadableSpec.rawValue))"
                + ", \"message\": \(Self.string("cannot read spec: " + failure.reason)), \"notes\": []}")
    }

    public var text: String {
        // Exactly the spelling the "Warnings and diagnostics" article documents, so a script can compare the whole output.
        guard !entries.isEmpty else { return "{\"diagnostics\": []}\n" }
        return "{\n  \"diagnostics\": [\n    " + entries.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    private static func location(_ range: SourceRange, in file: SourceFile) -> String {
        let location = file.location(of: range.start)
        return "\"path\": \(string(file.path)), \"line\": \(location.line), \"column\": \(location.column)"
    }

    /// A JSON string literal; control characters are escaped, everything else is kept as UTF-8.
    package static func string(_ value: String) -> String {
        string(value, alsoEscaping: { _ in false })
    }

    /// A JSON string literal; control characters, and the scalars `alsoEscaping` names, are
    /// escaped as `\uXXXX`, everything else is kept as UTF-8.
    package static func string(_ value: String, alsoEscaping escapes: (Unicode.Scalar) -> Bool) -> String {
        var escaped = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || escapes(scalar):
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}

import Foundation
import StateMachineCompiler

/// An open spec, lexed, parsed and checked once per change by the compiler's `Pipeline`,
/// judged by the configuration its build would use.
struct Document {
    let uri: String
    let version: Int
    let file: SourceFile
    let lines: LineIndex
    let result: CheckResult

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        file = SourceFile(path: Self.path(of: uri), text: text)
        lines = LineIndex(file)
        // The configuration of the spec's target, read at every change so that an edit to it
        // shows at the next; one the build refuses is an error here too.
        result = Pipeline.run(file, configuredBy: Self.isFile(uri) ? .governing : .none)
    }

    private static func isFile(_ uri: String) -> Bool { URL(string: uri)?.isFileURL == true }

    /// The file's path for diagnostics and generated names: the URI without its scheme.
    private static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    var text: String { String(decoding: file.bytes, as: UTF8.self) }

    /// The `textDocument/publishDiagnostics` notification: what `check` reports.
    var diagnosticsNotification: JSON {
        [
            "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
            "params": [
                "uri": .string(uri), "version": .integer(version), "diagnostics": .array(result.diagnostics.map(protocolDiagnostic)),
            ],
        ]
    }

    /// A checker diagnostic as the protocol spells it, its notes as related information.
    func protocolDiagnostic(_ diagnostic: Diagnostic) -> JSON {
        var object: [String: JSON] = [
            "range": lines.range(diagnostic.range),
            "severity": .integer(DiagnosticSeverity(diagnostic.severity).rawValue),
            "code": .string(diagnostic.id.rawValue),
            "source": "statemachine-gen",
            "message": .string(diagnostic.message),
        ]
        if !diagnostic.notes.isEmpty {
            object["relatedInformation"] = .array(
                diagnostic.notes.map { note in
                    ["location": ["uri": .string(uri), "range": lines.range(note.range)], "message": .string(note.message)]
                })
        }
        return .object(object)
    }
}

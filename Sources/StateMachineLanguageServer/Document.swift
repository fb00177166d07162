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
        result = Pipeline.run(file, Self.configuration(forSpecAt: uri))
    }

    /// What the build plugin would pass for the spec: the `statemachine-gen.json` of its
    /// target, read at every change so that an edit to it shows at the next. A file the build
    /// would refuse (it reports why) leaves the defaults here.
    private static func configuration(forSpecAt uri: String) -> RunConfiguration {
        guard let url = URL(string: uri), url.isFileURL, let path = GeneratorConfiguration.governing(specAt: url.path),
            case .success(let loaded) = GeneratorConfiguration.load(path)
        else { return RunConfiguration() }
        return loaded.run()
    }

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

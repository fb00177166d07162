import Foundation
import StateMachineCompiler
import StateMachineFormatter
import StateMachineLanguageServer

/// The language server's latency from a `didChange` to its `publishDiagnostics`, in process:
/// decoding the message, checking the whole spec, converting positions and encoding the
/// reply. And `format` of a large spec.
struct EditorFigures: Codable {
    struct Latency: Codable {
        let rows: Int
        let specBytes: Int
        let medianSeconds: Double
        let bestSeconds: Double
    }

    let latencies: [Latency]
    let formatStates: Int
    let formatSeconds: Double
}

enum EditorBenchmark {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func measure(rows sizes: [Int], formatStates: Int, runs: Int) throws -> EditorFigures {
        let latencies = try sizes.map { try latency(SyntheticSpec(stateCount: ($0 + 2) / 3), runs: runs) }
        let file = SourceFile(path: "synthetic.sm", text: SyntheticSpec(stateCount: formatStates).text)
        guard case .formatted = SpecFormatter.format(Pipeline.parse(file)) else {
            throw Failure(description: "the synthetic spec does not format")
        }
        let format = Stopwatch.best(of: runs) {
            if case .formatted(let text) = SpecFormatter.format(Pipeline.parse(file)) { blackHole(text.utf8.count) }
        }
        return EditorFigures(latencies: latencies, formatStates: formatStates, formatSeconds: format)
    }

    /// Alternates between two versions of the spec (one row's target changed), so every
    /// change really changes the text.
    private static func latency(_ spec: SyntheticSpec, runs: Int) throws -> EditorFigures.Latency {
        let uri = "file:///bench/\(spec.fileName)"
        let texts = [spec.text, spec.text.replacingOccurrences(of: "s0(t) on advance -> s1(t)", with: "s0(t) on advance -> s0(t)")]
        var server = LanguageServer()
        _ = server.handle(message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]))
        _ = server.handle(
            message([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": .string(uri), "version": 0, "text": .string(texts[0])]],
            ]))
        var timings: [Double] = []
        for run in 1...max(3, runs * 3) {
            let change = message([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": .string(uri), "version": .integer(run)], "contentChanges": [["text": .string(texts[run % 2])]],
                ],
            ])
            var published = 0
            timings.append(
                Stopwatch.time {
                    for reply in server.handle(change) where reply["method"] == "textDocument/publishDiagnostics" {
                        published += MessageFramer.frame(reply.encoded).count
                    }
                })
            guard published > 0 else { throw Failure(description: "no diagnostics published for \(spec.fileName)") }
        }
        timings.sort()
        return EditorFigures.Latency(
            rows: spec.stateCount * 3, specBytes: texts[0].utf8.count, medianSeconds: timings[timings.count / 2], bestSeconds: timings[0])
    }

    private static func message(_ json: JSON) -> Data { json.encoded }
}

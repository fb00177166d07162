import Foundation
import StateMachineLanguageServer
import Testing

/// Whatever a client sends, the server answers and stays usable: positions out of any range,
/// frames announcing the wrong length, garbage between messages, very long lines.
@Suite struct HostileInputTests {
    private let spec = "machine M\ninitial a\nstate a\nevent go\na on go -> a\n"

    @Test(arguments: [
        "textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/completion",
        "textDocument/prepareRename", "textDocument/rename",
    ])
    func everyPositionIsAPosition(method: String) {
        var session = Session()
        session.open(spec)
        let extremes = [(Int.max, 0), (Int.max, Int.max), (Int.min, Int.min), (0, Int.max), (-1, 3), (4, Int.min), (1 << 40, 1 << 40)]
        for (line, character) in extremes {
            let reply = session.at(method, line: line, character: character, ["newName": "b"])
            #expect(reply["result"] != nil || reply["error"]?["code"] == -32803, "\(method) at \(line):\(character)")
        }
        // Past the last line is the end of the text; the server still answers what is there.
        #expect(session.at("textDocument/hover", line: Int.max, character: 0)["result"] == .null)
        #expect(session.at("textDocument/hover", line: 4, character: 0)["result"]?["range"] == range(4, 0, 1))
    }

    @Test func aTooShortContentLengthCostsOneErrorNotTheSession() {
        let hover = request(id: 7, "textDocument/hover", line: 4, character: 0)
        let cut = Data("Content-Length: 10\r\n\r\n".utf8) + hover
        let replies = serve([initialize, open, cut, MessageFramer.frame(hover)])
        #expect(replies.filter { $0["id"] == .null }.map { $0["error"]?["code"] } == [-32700, -32700])
        #expect(replies.last?["id"] == 7)
        #expect(replies.last?["result"]?["range"] == range(4, 0, 1))
    }

    @Test func garbageEndingMidLineCostsOneErrorNotTheSession() {
        let hover = request(id: 7, "textDocument/hover", line: 4, character: 0)
        let replies = serve([initialize, open, Data("}} not a header".utf8), MessageFramer.frame(hover)])
        #expect(replies.filter { $0["id"] == .null }.map { $0["error"]?["code"] } == [-32700])
        #expect(replies.last?["id"] == 7)
        #expect(replies.last?["result"]?["range"] == range(4, 0, 1))
    }

    /// 100,000 fields on one 1.3 MB line: each symbol's position is found without walking the line.
    /// The limit is a hang guard, not a timing check: the linear conversion needs seconds alone, and
    /// a full parallel `swift test` on 2 cores can starve one test for minutes, so the guard sits far above.
    @Test(.timeLimit(.minutes(10))) func symbolsAndTokensOnOneVeryLongLine() {
        let count = 100_000
        let fields = (0..<count).map { "f\($0): Int" }
        var session = Session()
        session.open("machine M\ninitial a\nstate a\nevent go\ncontext { \(fields.joined(separator: ", ")) }\n")
        let context = session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.uri)]])["result"]?
            .array?.first?["children"]?.array?.first { $0["name"] == "context" }
        let symbols = context?["children"]?.array ?? []
        #expect(symbols.count == count)
        // "context { " is 10 columns; field i follows i fields and their ", ".
        let last = 10 + fields.dropLast().reduce(0) { $0 + $1.count + 2 }
        #expect(symbols.last?["selectionRange"] == range(4, last, last + "f99999".count))
        let tokens = session.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(session.uri)]])
        #expect((tokens["result"]?["data"]?.array?.count ?? 0) >= 5 * 2 * count)
    }

    private let initialize = MessageFramer.frame(
        JSON.object(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]).encoded)

    private var open: Data {
        let document: JSON = ["uri": "file:///specs/test.sm", "languageId": "sm", "version": 1, "text": .string(spec)]
        return MessageFramer.frame(
            JSON.object(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": document]]).encoded)
    }

    private func request(id: Int, _ method: String, line: Int, character: Int) -> Data {
        let params: JSON = [
            "textDocument": ["uri": "file:///specs/test.sm"], "position": ["line": .integer(line), "character": .integer(character)],
        ]
        return JSON.object(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]).encoded
    }

    /// What the transport does with `chunks` as they arrive on standard input.
    private func serve(_ chunks: [Data]) -> [JSON] {
        var server = LanguageServer()
        var framer = MessageFramer()
        return chunks.flatMap { chunk in framer.append(chunk).flatMap { server.handle($0) } }
    }
}

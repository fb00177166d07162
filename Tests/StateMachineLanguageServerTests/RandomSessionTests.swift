import Foundation
import SeededRandom
import StateMachineLanguageServer
import StateMachineTestSupport
import Testing

/// Thousands of random edits and requests, from a fixed seed: every reply must be a
/// well-formed JSON-RPC message, and every request must get exactly one response.
@Suite struct RandomSessionTests {
    private static let methods = [
        "textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/documentSymbol",
        "textDocument/completion", "textDocument/prepareRename", "textDocument/rename", "textDocument/formatting",
        "textDocument/semanticTokens/full", "textDocument/unknown", "initialize",
    ]
    private static let fragments = [
        "state ", "event ", "effect ", "on ", " -> ", " / ", "(", ")", "[", "]", ",", ":", "context {", "}", "ignore", "\n", "//",
        "\"", "é", "😀", "op", "draft", "_", "1", "-9", "!", "==", "&&", "||", "?", "<", ">", "*", "\r\n", "\u{0}",
    ]

    @Test func everyReplyIsWellFormed() throws {
        var random = SplitMix64(seed: 13)
        var session = Session()
        let checkout = try ExampleSpecs.text("checkout")
        session.open(checkout)
        var text = Array(checkout.unicodeScalars)
        var nextID = 1000
        for step in 0..<2000 {
            let replies: [JSON]
            var expectedID: JSON?
            switch random.below(4) {
            case 0:
                let position = random.below(text.count + 1)
                let removed = min(random.below(4), text.count - position)
                text.replaceSubrange(position..<position + removed, with: random.pick(Self.fragments).unicodeScalars)
                replies = session.notify(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": .string(session.uri), "version": .integer(step)],
                        "contentChanges": [["text": .string(String(String.UnicodeScalarView(text)))]],
                    ])
                #expect(replies.count == 1 && replies.first?["method"] == "textDocument/publishDiagnostics", "step \(step)")
            case 1:
                replies = [session.server.handle(Data((0..<random.below(40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }))]
                    .flatMap { $0 }
            default:
                nextID += 1
                expectedID = .integer(nextID)
                let position: JSON = ["line": .integer(random.below(50) - 2), "character": .integer(random.below(140) - 2)]
                let params: JSON =
                    random.below(10) == 0
                    ? .array([.integer(random.below(9))])
                    : [
                        "textDocument": ["uri": .string(session.uri)], "position": position,
                        "newName": .string(random.pick(["x", "op", "2", "state", "draft"])),
                    ]
                replies = session.send([
                    "jsonrpc": "2.0", "id": .integer(nextID), "method": .string(random.pick(Self.methods)), "params": params,
                ])
                #expect(replies.count == 1 && replies.first?["id"] == expectedID, "step \(step)")
            }
            for reply in replies {
                #expect(Self.isWellFormed(reply), "step \(step): \(reply)")
                #expect(JSON.parse(reply.encoded) == reply, "step \(step) does not round-trip")
            }
        }
    }

    private static func isWellFormed(_ reply: JSON) -> Bool {
        guard case .object(let members) = reply, members["jsonrpc"] == "2.0" else { return false }
        if let method = members["method"] { return method.string != nil && members["id"] == nil }
        guard let id = members["id"], id == .null || id.integer != nil || id.string != nil else { return false }
        if let error = members["error"] {
            return members["result"] == nil && error["code"]?.integer != nil && error["message"]?.string != nil
        }
        return members["result"] != nil
    }
}

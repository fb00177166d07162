import Foundation
import StateMachineLanguageServer
import Testing

@Suite struct LifecycleTests {
    @Test func requestsBeforeInitializeAreRefused() {
        var session = Session()
        #expect(session.request("textDocument/hover")["error"]?["code"] == -32002)
        #expect(session.request("initialize", ["capabilities": [:]])["result"]?["capabilities"]?["positionEncoding"] == "utf-16")
        #expect(session.request("initialize", ["capabilities": [:]])["error"]?["code"] == -32600)
    }

    @Test func shutdownThenExitEndsCleanly() {
        var session = Session()
        session.open("machine M\n")
        #expect(session.request("shutdown") == ["jsonrpc": "2.0", "id": 2, "result": nil])
        #expect(session.request("textDocument/hover")["error"]?["code"] == -32600)
        #expect(session.notify("exit", [:]) == [])
        #expect(session.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownFails() {
        var session = Session()
        session.open("machine M\n")
        _ = session.notify("exit", [:])
        #expect(session.server.exitCode == 1)
    }

    @Test func malformedMessagesGetJSONRPCErrors() {
        var server = LanguageServer()
        let parseError = server.handle(Data("{\"jsonrpc\": ".utf8))
        #expect(parseError == [["jsonrpc": "2.0", "id": nil, "error": ["code": -32700, "message": "the message is not JSON"]]])
        #expect(server.handle(Data("[1, 2]".utf8)).first?["error"]?["code"] == -32600)
        #expect(server.handle(Data("{\"jsonrpc\": \"2.0\", \"id\": 7}".utf8)).first?["error"]?["code"] == -32600)
        #expect(
            server.handle(Data("{\"jsonrpc\": \"2.0\", \"id\": [1], \"method\": \"initialize\"}".utf8)).first?["error"]?["code"] == -32600)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(server.handle(Data(deep.utf8)).first?["error"]?["code"] == -32700)
        var session = Session()
        session.open("machine M\n")
        #expect(session.request("workspace/unknownThing")["error"]?["code"] == -32601)
        #expect(session.request("textDocument/hover", ["textDocument": ["uri": "file:///not/open.sm"]])["error"]?["code"] == -32602)
        #expect(session.request("textDocument/hover", ["textDocument": ["uri": .string(session.uri)]])["error"]?["code"] == -32602)
    }

    @Test func framerSplitsChunkedMessagesAndSkipsBadHeaders() {
        var framer = MessageFramer()
        let first = MessageFramer.frame(Data("{\"a\":1}".utf8))
        let second = MessageFramer.frame(Data("{\"b\":2}".utf8))
        let stream = first + Data("Content-Type: x\r\n\r\n".utf8) + second
        var frames: [MessageFramer.Frame] = []
        for byte in stream { frames += framer.append(Data([byte])) }
        #expect(frames == [.message(Data("{\"a\":1}".utf8)), .malformedHeader, .message(Data("{\"b\":2}".utf8))])
    }
}

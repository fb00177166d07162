import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// What the previous version of a spec wrote, before `renamed from`, is read by the generated
/// conformance of the next: every JSON below is what the old version's synthesized `Codable`
/// wrote (SE-0295), written here by hand, never produced by the code under test.
@Suite(.enabled(if: Swiftc.isAvailable)) struct FormerNameCodableCompileTests {
    /// Version 2 of the favorite button: version 1 had `state saving(articleID:, operationID:)`,
    /// `event toggle(postID:, operationID:)`, `effect save(articleID:, operationID:)` and the
    /// context `{ user: String, alias: String?, renamed: Bool }`.
    static let spec = """
        machine Favorite

        context {
            account: String renamed from user
            nickname: String? renamed from alias
            renamed: Bool
        }

        initial idle

        state idle
        state sending(postID: String renamed from articleID, operationID: UUID) renamed from saving

        event tapped(postID: String, operationID: UUID) renamed from toggle
        event sent

        effect send(postID: String renamed from articleID, operationID: UUID) durable(operationID) renamed from save

        idle on tapped(p, op) -> sending(p, op) / send(p, op)
        sending on sent -> idle

        """

    static let driver = """
        import Foundation

        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func decode<Value: Decodable>(_ type: Value.Type, _ json: String) -> String {
            do { return "\\(try decoder.decode(type, from: Data(json.utf8)))" } catch { return "failed: \\(error)" }
        }
        let id = "00000000-0000-0000-0000-000000000001"
        // Written by version 1.
        print(decode(Favorite.State.self, #"{"saving":{"articleID":"p1","operationID":"\\#(id)"}}"#))
        print(decode(Favorite.State.self, #"{"idle":{}}"#))
        print(decode(Favorite.Event.self, #"{"toggle":{"postID":"p2","operationID":"\\#(id)"}}"#))
        print(decode(Favorite.Effect.self, #"{"save":{"articleID":"p3","operationID":"\\#(id)"}}"#))
        print(decode(Favorite.Context.self, #"{"user":"ana","alias":"A","renamed":true}"#))
        print(decode(Favorite.Context.self, #"{"user":"ana","renamed":false}"#))
        // Written by version 2 itself.
        print(decode(Favorite.State.self, #"{"sending":{"postID":"p4","operationID":"\\#(id)"}}"#))
        print(decode(Favorite.Context.self, #"{"account":"bo","nickname":"B","renamed":true}"#))
        // Version 2 writes the new names only.
        let operation = UUID(uuidString: id) ?? UUID()
        print(String(decoding: try encoder.encode(Favorite.State.sending(postID: "p5", operationID: operation)), as: UTF8.self))
        print(String(decoding: try encoder.encode(Favorite.Effect.send(postID: "p6", operationID: operation)), as: UTF8.self))
        print(String(decoding: try encoder.encode(Favorite.Context(account: "cy", nickname: nil, renamed: true)), as: UTF8.self))

        """

    @Test func recordsWrittenUnderTheFormerNamesDecode() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "favorite.sm", text: Self.spec)).machine)
        let generated = SwiftMachineEmitter.emit(machine).contents
        let output = try Swiftc.buildAndRun(["favorite.swift": generated, "main.swift": Self.driver])
        let id = "00000000-0000-0000-0000-000000000001"
        #expect(
            output.split(separator: "\n") == [
                #"sending(postID: "p1", operationID: \#(id))"#,
                "idle",
                #"tapped(postID: "p2", operationID: \#(id))"#,
                #"send(postID: "p3", operationID: \#(id))"#,
                #"Context(account: "ana", nickname: Optional("A"), renamed: true)"#,
                #"Context(account: "ana", nickname: nil, renamed: false)"#,
                #"sending(postID: "p4", operationID: \#(id))"#,
                #"Context(account: "bo", nickname: Optional("B"), renamed: true)"#,
                #"{"sending":{"operationID":"\#(id)","postID":"p5"}}"#,
                #"{"send":{"operationID":"\#(id)","postID":"p6"}}"#,
                #"{"account":"cy","renamed":true}"#,
            ], "\(output)")
    }

    @Test func aTypeWithoutFormerNamesKeepsTheSynthesizedConformance() throws {
        let plain = Self.spec.replacingOccurrences(of: " renamed from toggle", with: "")
        let machine = try #require(Pipeline.check(SourceFile(path: "favorite.sm", text: plain)).machine)
        let generated = SwiftMachineEmitter.emit(machine).contents
        #expect(generated.contains("private enum SendingCodingKeys: Swift.CodingKey { case postID, operationID, articleID }"))
        #expect(!generated.contains("TappedCodingKeys"))
    }
}

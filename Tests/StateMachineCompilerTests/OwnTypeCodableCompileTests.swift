import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A codable machine whose declarations spell types of the user's own writes their `Codable`
/// out; it must read and write what Swift's synthesized conformance does, or a journal written
/// before would not decode.
@Suite(.enabled(if: Swiftc.isAvailable)) struct OwnTypeCodableCompileTests {
    /// Own types in a context, in optionals, arrays, a dictionary and a generic type; a case
    /// without payload; payload labels that are Swift keywords.
    static let spec = """
        machine Shelf

        context {
            pinned: Article
            note: String?
        }

        initial idle

        state idle
        state loaded(items: [Article], pick: Article?, count: Int)
        state boxed(box: Box<Article>, in: [String: Article]) final

        event received(items: [Article], pick: Article?)
        event packed(box: Box<Article>, in: [String: Article])
        event closed

        effect show(class: Article)

        idle on received(items, pick) -> loaded(items, pick, 0)
        loaded(_, _, _) on packed(box, index) -> boxed(box, index) / show(pinned)
        loaded on closed -> idle

        """

    /// The user's types, and twins of the generated declarations whose `Codable` Swift synthesizes.
    static let module = """
        import Foundation

        struct Article: Codable, Equatable, Sendable { var title: String }
        struct Box<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable { var value: Value }

        enum TwinState: Codable { case idle, loaded(items: [Article], pick: Article?, count: Int), boxed(box: Box<Article>, in: [String: Article]) }
        enum TwinEvent: Codable { case received(items: [Article], pick: Article?), packed(box: Box<Article>, in: [String: Article]), closed }
        enum TwinEffect: Codable { case show(class: Article) }
        struct TwinContext: Codable { let pinned: Article; let note: String? }

        """

    /// Prints each value's JSON, whether its twin's is the same, and whether the twin's decodes to it.
    static let driver = """
        import Foundation

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let decoder = JSONDecoder()
        func check<Value: Codable & Equatable, Twin: Codable>(_ value: Value, _ twin: Twin) throws {
            let json = try encoder.encode(value)
            let twinJSON = try encoder.encode(twin)
            print(String(decoding: json, as: UTF8.self), json == twinJSON, try decoder.decode(Value.self, from: twinJSON) == value)
        }
        func failure<Value: Decodable>(_ json: String, as type: Value.Type) -> String {
            do {
                _ = try decoder.decode(type, from: Data(json.utf8))
                return "decoded"
            } catch DecodingError.typeMismatch(_, let context) {
                return "typeMismatch \\(context.codingPath.map(\\.stringValue)) \\(context.debugDescription)"
            } catch DecodingError.keyNotFound(let key, let context) {
                return "keyNotFound \\(key.stringValue) \\(context.codingPath.map(\\.stringValue))"
            } catch {
                return "\\(error)"
            }
        }

        let a = Article(title: "a")
        let b = Article(title: "b")
        try check(Shelf.State.idle, TwinState.idle)
        try check(Shelf.State.loaded(items: [a], pick: nil, count: 2), TwinState.loaded(items: [a], pick: nil, count: 2))
        try check(Shelf.State.loaded(items: [], pick: b, count: 0), TwinState.loaded(items: [], pick: b, count: 0))
        try check(Shelf.State.boxed(box: Box(value: a), in: ["k": b]), TwinState.boxed(box: Box(value: a), in: ["k": b]))
        try check(Shelf.Event.closed, TwinEvent.closed)
        try check(Shelf.Event.received(items: [b], pick: a), TwinEvent.received(items: [b], pick: a))
        try check(Shelf.Effect.show(class: a), TwinEffect.show(class: a))
        try check(Shelf.Context(pinned: a, note: nil), TwinContext(pinned: a, note: nil))
        try check(Shelf.Context(pinned: a, note: "n"), TwinContext(pinned: a, note: "n"))
        for json in [#"{"idle":{},"loaded":{}}"#, #"{}"#, #"{"loaded":{"items":[]}}"#] {
            print(failure(json, as: Shelf.State.self) == failure(json, as: TwinState.self), failure(json, as: Shelf.State.self))
        }

        """

    @Test func itWritesAndReadsWhatTheSynthesizedConformanceDoes() throws {
        let result = Pipeline.check(SourceFile(path: "shelf.sm", text: Self.spec))
        let machine = try #require(result.machine, "\(result.summaries)")
        let generated = SwiftMachineEmitter.emit(machine, codable: true).contents
        #expect(generated.contains("init(from decoder: any Swift.Decoder) throws {"))
        let output = try Swiftc.buildAndRun(["shelf.swift": generated, "module.swift": Self.module, "main.swift": Self.driver])
        // The JSON is SE-0295's, written here by hand: a key per case, an object of its labelled
        // payload (empty without one), an absent key for `nil`.
        #expect(
            output.split(separator: "\n") == [
                #"{"idle":{}} true true"#,
                #"{"loaded":{"count":2,"items":[{"title":"a"}]}} true true"#,
                #"{"loaded":{"count":0,"items":[],"pick":{"title":"b"}}} true true"#,
                #"{"boxed":{"box":{"value":{"title":"a"}},"in":{"k":{"title":"b"}}}} true true"#,
                #"{"closed":{}} true true"#,
                #"{"received":{"items":[{"title":"b"}],"pick":{"title":"a"}}} true true"#,
                #"{"show":{"class":{"title":"a"}}} true true"#,
                #"{"pinned":{"title":"a"}} true true"#,
                #"{"note":"n","pinned":{"title":"a"}} true true"#,
                "true typeMismatch [] Invalid number of keys found, expected one.",
                "true typeMismatch [] Invalid number of keys found, expected one.",
                #"true keyNotFound count ["loaded"]"#,
            ], "\(output)")
    }
}

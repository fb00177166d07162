import Foundation
import StateMachineCompiler
import Testing

/// With `codable`, every generated type survives a JSON round trip in Swift's
/// synthesized format, compiled warning-free in Swift 6 mode.
@Suite(.enabled(if: Swiftc.isAvailable)) struct CodableCompileTests {
    static let driver = """
        import Foundation

        func roundTrip<T: Codable & Equatable>(_ value: T) throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(value)
            let decoded = try JSONDecoder().decode(T.self, from: data)
            print(String(decoding: data, as: UTF8.self), decoded == value)
        }

        try roundTrip(Retry.State.idle)
        try roundTrip(Retry.State.loading(attempt: 2, revision: 7))
        try roundTrip(Retry.Event.loaded(revision: 3))
        try roundTrip(Retry.Effect.fetch(attempt: 1, revision: 0))
        try roundTrip(Retry.Context(maxAttempts: 3))
        // A pending effect restored after a relaunch drives the machine as before.
        let restored = try JSONDecoder().decode(Retry.State.self, from: Data(#"{"loading":{"attempt":3,"revision":1}}"#.utf8))
        var state = restored
        print(Retry.reduce(&state, on: .failed, context: Retry.Context(maxAttempts: 3)), state)

        """

    @Test func everyGeneratedTypeRoundTripsThroughJSON() throws {
        let machine = try ValuesSpecs.machine()
        let source = SwiftMachineEmitter.emit(machine, access: .public, codable: true).contents
        let output = try Swiftc.buildAndRun(["retry.swift": source, "main.swift": Self.driver])
        // SE-0295: a case is a key; its labelled values an object; a case without values an empty object.
        #expect(
            output.split(separator: "\n") == [
                #"{"idle":{}} true"#,
                #"{"loading":{"attempt":2,"revision":7}} true"#,
                #"{"loaded":{"revision":3}} true"#,
                #"{"fetch":{"attempt":1,"revision":0}} true"#,
                #"{"maxAttempts":3} true"#,
                "transitioned(effects: []) failed(attempt: 3)",
            ])
    }

    /// A machine without effects has a caseless `Effect`, for which Swift synthesizes no `Codable`
    /// ("cannot automatically synthesize 'Decodable' conformance for empty enum").
    @Test func aMachineWithoutEffectsIsCodableToo() throws {
        let spec = """
            machine Door
            initial closed
            state closed
            state open(by: String)
            event push(by: String)
            event close
            closed on push(name) -> open(name)
            open on close -> closed

            """
        let machine = try #require(Pipeline.check(SourceFile(path: "door.sm", text: spec)).machine)
        let driver = """
            import Foundation

            print(String(decoding: try JSONEncoder().encode([Door.Effect]()), as: UTF8.self))
            do {
                _ = try JSONDecoder().decode([Door.Effect].self, from: Data("[{}]".utf8))
            } catch {
                print("no effect decodes:", error is DecodingError)
            }
            print(String(decoding: try JSONEncoder().encode(Door.State.open(by: "ann")), as: UTF8.self))

            """
        for access in SwiftMachineEmitter.AccessLevel.allCases {
            let source = SwiftMachineEmitter.emit(machine, access: access, codable: true).contents
            let output = try Swiftc.buildAndRun(["door.swift": source, "main.swift": driver])
            #expect(output.split(separator: "\n") == ["[]", "no effect decodes: true", #"{"open":{"by":"ann"}}"#], "\(access)")
        }
    }
}

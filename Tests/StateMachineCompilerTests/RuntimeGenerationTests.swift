import Foundation
import StateMachineCompiler
import Testing

/// `generate --runtime` (or `{ "runtime": true }`): each machine also gets its conformance to
/// `StateMachineRuntime.StateMachine`, in a file of its own; the machine's file does not change.
@Suite struct RuntimeGenerationTests {
    let commandLine = CommandLineTests()

    func generated(_ arguments: [String], in directory: URL) throws -> [String: String] {
        let spec = try commandLine.write(CommandLineTests.valid, "light.sm", in: directory)
        let output = directory.appendingPathComponent("out-\(arguments.joined())")
        let result = commandLine.run(["generate", spec, "--output", output.path] + arguments)
        #expect(result.status == .success, "\(result.errors)")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
            files[name] = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    @Test func theFlagAddsTheConformanceFileAndLeavesTheMachineFileByteIdentical() throws {
        let directory = try commandLine.temporaryDirectory()
        let plain = try generated([], in: directory)
        let withRuntime = try generated(["--runtime"], in: directory)
        #expect(plain.keys.sorted() == ["light.swift"])
        #expect(withRuntime.keys.sorted() == ["light+StateMachine.swift", "light.swift"])
        #expect(withRuntime["light.swift"] == plain["light.swift"])
        #expect(withRuntime["light+StateMachine.swift"]?.contains("extension Light: StateMachineRuntime.StateMachine {") == true)
    }

    @Test func theConfigurationOptsInToo() throws {
        let directory = try commandLine.temporaryDirectory()
        let config = try commandLine.write(#"{ "access": "public", "runtime": true }"#, "statemachine-gen.json", in: directory)
        let files = try generated(["--config", config], in: directory)
        #expect(
            files["light+StateMachine.swift"]?.contains("public static func reduce(_ state: inout State, on event: Event, context: Void)")
                == true)
        let off = try commandLine.write(#"{ "runtime": false }"#, "off.json", in: directory)
        #expect(try generated(["--config", off], in: directory).keys.sorted() == ["light.swift"])
        let wrong = try commandLine.write(#"{ "runtime": "yes" }"#, "wrong.json", in: directory)
        let spec = directory.appendingPathComponent("light.sm").path
        let result = commandLine.run(["generate", spec, "--output", directory.path, "--config", wrong])
        #expect(result.errors == "\(wrong):1:1: error: configuration file: 'runtime' must be true or false\n")
    }

    /// Internal machines, with and without a context, conform and run in a store: the runtime
    /// is compiled from its sources into a library, then a program drives both machines.
    @Test(.enabled(if: Swiftc.isAvailable)) func internalConformancesCompileAndDriveAStore() throws {
        let light = try #require(Pipeline.check(SourceFile(path: "light.sm", bytes: Array(CommandLineTests.valid.utf8))).machine)
        let checkout = try ExampleSpecs.machine("checkout")
        let output = try Swiftc.buildAndRun(
            [
                "light.swift": SwiftMachineEmitter.emit(light).contents,
                "light+StateMachine.swift": RuntimeConformanceEmitter.emit(light).contents,
                "checkout.swift": SwiftMachineEmitter.emit(checkout).contents,
                "checkout+StateMachine.swift": RuntimeConformanceEmitter.emit(checkout).contents,
                "main.swift": """
                import Foundation
                import StateMachineRuntime

                @MainActor func drive() async {
                    let light = MachineStore<Light>(state: .off) { _, _ in }
                    light.send(.flip)
                    let operation = UUID()
                    let context = Checkout.Context(checkoutID: UUID(), quoteRevision: 1, hasValidAddress: true)
                    let checkout = MachineStore<Checkout>(state: .draft, context: context) { effect, send in
                        if case .submit(_, _, let id) = effect { await send(.submitRejected(operationID: id, message: "no")) }
                    }
                    checkout.send(.submitTapped(operationID: operation))
                    await checkout.finish()
                    print(light.state, checkout.state, checkout.counts.transitioned)
                }
                await drive()

                """,
            ], linking: runtimeLibrary())
        #expect(output == "on_ rejected(message: \"no\") 2\n")
    }

    /// A store created in a state performs `entryEffects(of:)` of
    /// that state, for a machine without a context (through the conformance's forwarding)
    /// and with one (the machine's own function is the witness).
    @Test(.enabled(if: Swiftc.isAvailable)) func aStoreCreatedInAStatePerformsTheSpecsEntryEffects() throws {
        let relay = try #require(Pipeline.check(SourceFile(path: "relay.sm", text: StateStructureCompileTests.relay)).machine)
        let pricing = try ExampleSpecs.machine("pricing")
        #expect(
            RuntimeConformanceEmitter.emit(relay).contents.contains(
                "static func entryEffects(of state: State, context: Void) -> [Effect] {"))
        #expect(!RuntimeConformanceEmitter.emit(pricing).contents.contains("entryEffects"))
        let output = try Swiftc.buildAndRun(
            [
                "relay.swift": SwiftMachineEmitter.emit(relay).contents,
                "relay+StateMachine.swift": RuntimeConformanceEmitter.emit(relay).contents,
                "pricing.swift": SwiftMachineEmitter.emit(pricing).contents,
                "pricing+StateMachine.swift": RuntimeConformanceEmitter.emit(pricing).contents,
                "main.swift": """
                import Foundation
                import StateMachineRuntime

                actor Performed {
                    var effects: [String] = []
                    func add(_ effect: String) { effects.append(effect) }
                }

                @MainActor func drive() async {
                    let performed = Performed()
                    let relay = MachineStore<Relay>(state: .lit(effects: 2, next: 2)) { effect, _ in await performed.add("\\(effect)") }
                    await relay.finish()
                    let context = Pricing.Context(checkoutID: UUID(), timeoutSeconds: 5, tracksSlowQuotes: false)
                    let pricing = MachineStore<Pricing>(state: .waitingLonger(revision: 3), context: context) { effect, _ in
                        await performed.add("\\(effect)")
                    }
                    await pricing.finish()
                    print(await performed.effects.sorted().joined(separator: " "))
                }
                await drive()

                """,
            ], linking: runtimeLibrary())
        // relay: everything, powered, then lit(effects, effects) (2 == 2); lit(e, 5) does not hold.
        // pricing: open's observeInputs; waitingLonger's entry is guarded by tracksSlowQuotes.
        #expect(output == "chime chime log(value: -1) observeInputs\n")
    }

    /// Every Swift file of the runtime, its subfolders (the journal's) included.
    private func runtimeLibrary() -> [String] {
        let folder = ExampleSpecs.packageRoot.appendingPathComponent("Sources/StateMachineRuntime")
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}

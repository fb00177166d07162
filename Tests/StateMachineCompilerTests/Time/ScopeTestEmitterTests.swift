import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The generated test of `scopes(of:context:)`: written only for a machine with its runtime
/// conformance (`tests --runtime`), gated like the conformance, expected scopes spelled from
/// the plan. Expected text written by hand.
@Suite struct ScopeTestEmitterTests {
    static let kettle = MarkedSpec(
        """
        machine Kettle
        initial cold
        state cold
        state boiling
        state off final
        event heat
        effect whistle
        during boiling / whistle
        cold on heat -> boiling
        boiling after 2min -> off
        """)

    private func tests(runtime: Bool) throws -> String {
        let machine = try #require(Self.kettle.check().machine)
        return SwiftTestsEmitter.emit(Pipeline.plan(machine), module: "Kitchen", runtime: runtime).contents
    }

    @Test func withTheRuntimeEachStatesScopesAreCheckedWithoutAContext() throws {
        let text = try tests(runtime: true)
        Snippet.expect(
            """
            import Foundation
            import StateMachineRuntime
            import Testing
            @testable import Kitchen
            """, in: text)
        Snippet.expect(
            """
                @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
                @Test func scopesOfEachState() {
                    checkScopes([
                        scopes(.cold,    []),
                        scopes(.boiling, [
                            Scope("boiling", .state, timers: [.boilingTimeout: .seconds(120)], activities: [.whistle]),
                        ]),
                        scopes(.off,     []),
                    ])
                }
            """, in: text)
        Snippet.expect(
            """
                        let scopes = Kettle.scopes(of: entry.state, context: ()).map(Scope.init)
                        #expect(scopes == entry.scopes, "\\(entry)", sourceLocation: entry.location)
            """, in: text)
        Snippet.expect(
            """
                struct ScopesEntry: Sendable, CustomStringConvertible {
                    let state: Kettle.State
                    let scopes: [Scope]
            """, in: text)
    }

    @Test func withoutTheRuntimeThereIsNoScopeTest() throws {
        let text = try tests(runtime: false)
        #expect(!text.contains("scopes"))
        #expect(!text.contains("StateMachineRuntime"))
    }

    @Test func aSpecWithoutTimersOrActivitiesGetsNoScopeTestEvenWithTheRuntime() throws {
        let checkout = try ExampleSpecs.machine("checkout")
        let text = SwiftTestsEmitter.emit(Pipeline.plan(checkout), module: "Shop", runtime: true).contents
        #expect(text == SwiftTestsEmitter.emit(Pipeline.plan(checkout), module: "Shop").contents)
    }

    /// The conformance lists `*` for every state but a final one, as the interpreter does.
    @Test func theConformanceLeavesAnyStateTimersOutOfFinalStates() throws {
        let machine = try #require(ScopeTableTests.lamp.check().machine)
        Snippet.expect(
            """
                    switch state {
                    case .broken: break
                    default:
                        scopes.append(
                            .init(
                                name: "*", kind: .group,
                                timers: [StateMachineRuntime.MachineTimer(.anyTimeout, after: .milliseconds(300))]))
                    }
            """, in: RuntimeConformanceEmitter.emit(machine).contents)
    }

    /// A scope too wide for one line takes one argument per line, and one timer per line when
    /// even its list does not fit (upload.sm: `uploading after 5s`, `stalled after 10s`, `stalled after 2min`).
    @Test func theConformanceWrapsAScopeThatDoesNotFitOneLine() throws {
        let machine = try ExampleSpecs.machine("upload")
        Snippet.expect(
            """
                    case .uploading(let file, _):
                        scopes.append(
                            .init(
                                name: "uploading", kind: .state,
                                timers: [StateMachineRuntime.MachineTimer(.uploadingTimeout, after: .seconds(5))],
                                activities: [.upload(file: file)]))
                    case .stalled:
                        scopes.append(
                            .init(
                                name: "stalled", kind: .state,
                                timers: [
                                    StateMachineRuntime.MachineTimer(.stalledTimeoutToUploading, after: .seconds(10)),
                                    StateMachineRuntime.MachineTimer(.stalledTimeoutToFailed, after: .seconds(120)),
                                ]))
                    default:
            """, in: RuntimeConformanceEmitter.emit(machine).contents)
    }
}

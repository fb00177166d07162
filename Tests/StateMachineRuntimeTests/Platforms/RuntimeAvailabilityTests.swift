import Foundation
import Testing

/// The runtime's public API, read from its symbol graphs: what needs Observation, or `Clock`
/// and `Duration`, is gated to where they exist, the rest stays available down to the
/// package's floors, and every symbol is documented. Linux cannot build for Apple platforms;
/// this is what it can check.
@Suite struct RuntimeAvailabilityTests {
    static let modules = ["StateMachineRuntime", "StateMachineRuntimeTesting"]
    static let machineStore = "s:19StateMachineRuntime0B5StoreC"
    static let effectGate = "s:26StateMachineRuntimeTesting10EffectGateC"
    static let stateMachine = "s:19StateMachineRuntime0aB0P"

    @Test func everySymbolThatNeedsANewerSystemIsGatedAndNoOtherIs() throws {
        let audit = AvailabilityAudit(try SymbolGraphExtraction.graphs(of: Self.modules))
        // The audit sees the store, and what only names it from the other module.
        #expect(audit.needing["Observation"]?.isSuperset(of: [Self.machineStore, Self.effectGate]) == true)
        // The protocol generated code conforms to needs nothing newer than the package.
        #expect(audit.needing.values.allSatisfy { !$0.contains(Self.stateMachine) })
        #expect(audit.problems() == [])
    }

    /// The shipped examples' generated API, read with the runtime's: a generated conformance
    /// that names a gated runtime type (a timer scope) must carry the same availability, so
    /// generated code compiles for every platform the package supports.
    @Test func theGeneratedAPIOfTheExamplesIsGatedWhereItNeedsToBe() throws {
        let audit = AvailabilityAudit(try SymbolGraphExtraction.graphs(of: Self.modules + ["ExampleMachines"]))
        #expect(audit.problems() == [])
    }

    @Test func everyPublicSymbolHasADocComment() throws {
        let audit = AvailabilityAudit(try SymbolGraphExtraction.graphs(of: Self.modules))
        #expect(audit.undocumented == [])
    }
}

/// The audit on small graphs written by hand, so its rules are seen to fail.
@Suite struct AvailabilityAuditTests {
    static let gate =
        #"[{"domain": "macOS", "introduced": {"major": 14}}, {"domain": "iOS", "introduced": {"major": 17}},"#
        + #" {"domain": "tvOS", "introduced": {"major": 17}}, {"domain": "watchOS", "introduced": {"major": 10}}]"#

    func graph(_ symbols: [String], _ relationships: [String]) throws -> SymbolGraph {
        let json = #"{"symbols": [\#(symbols.joined(separator: ","))], "relationships": [\#(relationships.joined(separator: ","))]}"#
        return try JSONDecoder().decode(SymbolGraph.self, from: Data(json.utf8))
    }

    func symbol(_ id: String, kind: String = "swift.class", references: [String] = [], availability: String? = nil) -> String {
        let fragments = references.map { #"{"spelling": "T", "preciseIdentifier": "\#($0)"}"# }.joined(separator: ",")
        return #"{"identifier": {"precise": "\#(id)"}, "kind": {"identifier": "\#(kind)"}, "pathComponents": ["\#(id)"], "#
            + #""declarationFragments": [\#(fragments)]"#
            + (availability.map { #", "availability": \#($0)"# } ?? "") + "}"
    }

    func relation(_ kind: String, _ source: String, _ target: String) -> String {
        #"{"kind": "\#(kind)", "source": "\#(source)", "target": "\#(target)"}"#
    }

    @Test func anObservableTypeWithoutAvailabilityIsReportedWithWhatUsesIt() throws {
        let graph = try graph(
            [
                symbol("Store"), symbol("Store.send"), symbol("Gate"), symbol("Gate.init"), symbol("Gate.handler", references: ["Store"]),
                symbol("Counts"),
            ],
            [
                relation("conformsTo", "Store", "s:11Observation10ObservableP"), relation("memberOf", "Store.send", "Store"),
                relation("memberOf", "Gate.handler", "Gate"), relation("memberOf", "Gate.init", "Gate"),
            ])
        let audit = AvailabilityAudit([graph])
        // The gate's handler names the store, so the gate and all its members are gated.
        #expect(audit.needing["Observation"] == ["Store", "Store.send", "Gate", "Gate.init", "Gate.handler"])
        #expect(audit.problems().filter { $0.hasPrefix("Gate.handler needs Observation") }.count == 4)
        #expect(audit.problems().count == 20)
    }

    @Test func membersInheritTheirTypesAvailability() throws {
        let graph = try graph(
            [symbol("Store", availability: Self.gate), symbol("Store.send")],
            [relation("conformsTo", "Store", "s:11Observation10ObservableP"), relation("memberOf", "Store.send", "Store")])
        #expect(AvailabilityAudit([graph]).problems() == [])
    }

    /// A requirement that returns a `Duration` is gated; its protocol stays available.
    @Test func aRequirementNamingDurationNeedsTheClockGateAndItsProtocolDoesNot() throws {
        let graph = try graph(
            [symbol("Machine", kind: "swift.protocol"), symbol("Machine.delay", kind: "swift.type.method", references: ["s:s8DurationV"])],
            [relation("requirementOf", "Machine.delay", "Machine")])
        let audit = AvailabilityAudit([graph])
        #expect(audit.needing["Clock and Duration"] == ["Machine.delay"])
        #expect(
            audit.problems().first
                == "Machine.delay needs Clock and Duration but is available on iOS always; add @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)"
        )
        #expect(audit.problems().count == 4)
    }

    @Test func aGateOnASymbolThatDoesNotNeedObservationIsReported() throws {
        let audit = AvailabilityAudit([try graph([symbol("Policy", availability: Self.gate)], [])])
        #expect(audit.problems().count == 4)
        #expect(
            audit.problems().first == "Policy needs nothing newer than the package but is gated to iOS 17.0; keep it available down to 13.0"
        )
    }

    @Test func aSymbolWithoutADocCommentIsReported() throws {
        #expect(AvailabilityAudit([try graph([symbol("Policy"), symbol("$current")], [])]).undocumented == ["Policy"])
    }
}

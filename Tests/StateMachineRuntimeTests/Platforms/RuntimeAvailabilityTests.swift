import Foundation
import Testing

/// The runtime's public API, read from its symbol graphs: what needs Observation is gated to
/// where Observation exists, the rest stays available down to the package's floors, and every
/// symbol is documented. Linux cannot build for Apple platforms; this is what it can check.
@Suite struct RuntimeAvailabilityTests {
    static let modules = ["StateMachineRuntime", "StateMachineRuntimeTesting"]
    static let machineStore = "s:19StateMachineRuntime0B5StoreC"
    static let effectGate = "s:26StateMachineRuntimeTesting10EffectGateC"

    @Test func everySymbolThatNeedsObservationIsGatedAndNoOtherIs() throws {
        let audit = AvailabilityAudit(try SymbolGraphExtraction.graphs(of: Self.modules))
        // The audit sees the store, and what only names it from the other module.
        #expect(audit.needingObservation.isSuperset(of: [Self.machineStore, Self.effectGate]))
        #expect(audit.problems == [])
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

    func symbol(_ id: String, references: [String] = [], availability: String? = nil) -> String {
        let fragments = references.map { #"{"spelling": "T", "preciseIdentifier": "\#($0)"}"# }.joined(separator: ",")
        return #"{"identifier": {"precise": "\#(id)"}, "pathComponents": ["\#(id)"], "declarationFragments": [\#(fragments)]"#
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
                relation("conformsTo", "Store", PlatformFloors.observableProtocol), relation("memberOf", "Store.send", "Store"),
                relation("memberOf", "Gate.handler", "Gate"), relation("memberOf", "Gate.init", "Gate"),
            ])
        let audit = AvailabilityAudit([graph])
        // The gate's handler names the store, so the gate and all its members are gated.
        #expect(audit.needingObservation == ["Store", "Store.send", "Gate", "Gate.init", "Gate.handler"])
        #expect(audit.problems.filter { $0.hasPrefix("Gate.handler needs Observation") }.count == 4)
        #expect(audit.problems.count == 20)
    }

    @Test func membersInheritTheirTypesAvailability() throws {
        let graph = try graph(
            [symbol("Store", availability: Self.gate), symbol("Store.send")],
            [relation("conformsTo", "Store", PlatformFloors.observableProtocol), relation("memberOf", "Store.send", "Store")])
        #expect(AvailabilityAudit([graph]).problems == [])
    }

    @Test func aGateOnASymbolThatDoesNotNeedObservationIsReported() throws {
        let audit = AvailabilityAudit([try graph([symbol("Policy", availability: Self.gate)], [])])
        #expect(audit.problems.count == 4)
        #expect(audit.problems.first == "Policy does not need Observation but is gated to iOS 17.0; keep it available down to 13.0")
    }

    @Test func aSymbolWithoutADocCommentIsReported() throws {
        #expect(AvailabilityAudit([try graph([symbol("Policy"), symbol("$current")], [])]).undocumented == ["Policy"])
    }
}

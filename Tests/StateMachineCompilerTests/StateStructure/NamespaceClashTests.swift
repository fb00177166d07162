import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// What the checker's namespaces say a new name would clash with: the rules the language
/// server's rename asks about instead of writing its own.
@Suite struct NamespaceClashTests {
    static let spec = """
        machine Lamp
        context { level: Int }
        initial off
        state off
        state isReady
        state lit(level: Int)
        group busy = lit
        event toggle(amount: Int)
        event dim
        effect beep
        off on toggle(amount) -> lit(amount) / beep

        """

    private var namespaces: Namespaces { MarkedSpec(Self.spec).check().namespaces }

    @Test func statesAndGroupsShareOneNamespaceAndTheGroupsProperties() {
        #expect(namespaces.clash(renaming: .state("off"), to: "isReady") == .redeclared(.state, name: "isReady"))
        #expect(namespaces.clash(renaming: .state("off"), to: "busy") == .sharedNamespace(name: "busy", existing: .group))
        #expect(namespaces.clash(renaming: .state("off"), to: "isBusy") == .propertyNamesState(group: "busy", property: "isBusy"))
        #expect(namespaces.clash(renaming: .group("busy"), to: "lit") == .sharedNamespace(name: "lit", existing: .state))
        #expect(namespaces.clash(renaming: .group("busy"), to: "ready") == .propertyNamesState(group: "ready", property: "isReady"))
        #expect(namespaces.clash(renaming: .group("busy"), to: "Busy") == nil)
        #expect(namespaces.clash(renaming: .state("off"), to: "dark") == nil)
    }

    @Test func eventsEffectsContextFieldsAndBindingsKeepToTheirOwn() {
        #expect(namespaces.clash(renaming: .event("dim"), to: "toggle") == .redeclared(.event, name: "toggle"))
        #expect(namespaces.clash(renaming: .event("dim"), to: "beep") == nil)
        #expect(namespaces.clash(renaming: .effect("beep"), to: "dim") == nil)
        #expect(namespaces.clash(renaming: .binding(row: 0, name: "amount"), to: "level") == .bindingShadowsContext(name: "level"))
        #expect(namespaces.clash(renaming: .contextField("level"), to: "amount") == nil)
    }
}

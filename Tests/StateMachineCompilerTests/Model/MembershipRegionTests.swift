import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// Which region each state is in, answered by the machine's `Membership` with the rest of its
/// membership. States: notLoaded 0, loading 1, loaded 2, idle 3, refreshing 4; groups: busy 0
/// = loading, loaded (inside the first region), content 1 and refresh 2 (the regions). Every
/// expectation is worked out by hand from the spec.
@Suite struct MembershipRegionTests {
    static let spec = """
        machine Panels
        state notLoaded
        state loading
        state loaded
        state idle
        state refreshing
        event opened
        event pulled
        effect show
        group busy = loading, loaded
        region content = notLoaded, busy
        region refresh = idle, refreshing
        initial notLoaded, idle
        notLoaded on opened -> loading
        loading on opened -> loaded
        busy on pulled ignore
        idle on pulled [in(busy)] -> refreshing
        refreshing on opened -> idle
        entry busy / show
        exit idle, refreshing / show

        """

    @Test func eachStateIsInTheRegionHoldingItThroughNestedGroups() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "panels.sm", text: Self.spec)).machine)
        let membership = machine.membership
        #expect(membership.regions == [1, 2])
        #expect(membership.regionOfState == [0, 0, 0, 1, 1])
        #expect(machine.regions == [1, 2])
        #expect(machine.regionOfState == [0, 0, 0, 1, 1])
        #expect(membership.region(ofState: 4) == 1)
        #expect(membership.region(ofState: 5) == nil)
        #expect(membership.region(of: .group(0)) == 0)
        #expect(membership.region(of: .list([.state(4), .state(3)])) == 1)
        // The checker read the same map: `in(busy)` in the refresh region reads the content region.
        #expect(machine.rows[3].guardExpression == .inRegion(RegionTest(target: .group(0), region: 0, name: "busy")))
        // A declaration's list is one declaration per item, each in its region.
        #expect(machine.stateEffects.map(\.source) == [.group(0), .state(3), .state(4)])
    }

    @Test func aMachineWithoutRegionsHasNoRegionForAnyState() throws {
        let spec = """
            machine Plain
            initial idle
            state idle
            state busy
            event go
            idle on go -> busy
            busy on go -> idle

            """
        let machine = try #require(Pipeline.check(SourceFile(path: "plain.sm", text: spec)).machine)
        #expect(machine.membership.regions == [])
        #expect(machine.regionOfState == [nil, nil])
        #expect(machine.membership.region(ofState: 0) == nil)
        #expect(machine.membership.region(of: .any) == nil)
    }
}

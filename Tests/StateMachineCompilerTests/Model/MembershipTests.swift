import Foundation
import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The machine's one answer to which states a source stands for and which scopes a state is
/// in. States: idle 0, loading 1, saving 2, done 3 (final), failed 4; groups: busy 0 =
/// loading, saving; work 1 = busy, done; events: go 0, stop 1. Every expectation is worked
/// out by hand from the spec.
@Suite struct MembershipTests {
    static let spec = """
        machine Nested
        initial idle
        state idle
        state loading
        state saving
        state done final
        state failed
        group busy = loading, saving
        group work = busy, done
        event go
        event stop
        idle on go -> loading
        work on stop -> failed
        work on go ignore
        * on stop -> idle
        * on go ignore
        loading, done on go ignore
        busy after 5s -> failed
        failed on go stays failed

        """

    static func membership() throws -> (Machine, Membership) {
        let machine = try #require(Pipeline.check(SourceFile(path: "nested.sm", text: spec)).machine)
        return (machine, machine.membership)
    }

    @Test func starAndGroupsLeaveOutTheirFinalStatesForRowsThatLeadSomewhere() throws {
        let (machine, membership) = try Self.membership()
        #expect(
            machine.rows.map(\.source) == [
                .state(0), .group(1), .group(1), .any, .any, .list([.state(1), .state(3)]), .group(0), .state(4),
            ])
        #expect(
            machine.rows.map { membership.candidateStates(of: $0) } == [
                [0], [1, 2], [1, 2, 3], [0, 1, 2, 4], [0, 1, 2, 3, 4], [1, 3], [1, 2], [4],
            ])
        #expect(membership.isCandidate(machine.rows[3], in: 3) == false)
        #expect(membership.isCandidate(machine.rows[4], in: 3))
        #expect(membership.isCandidate(machine.rows[1], in: 3) == false)
        #expect(membership.isCandidate(machine.rows[5], in: 3))
    }

    @Test func aStaysRowIsACaseOfItsOwn() throws {
        let (machine, _) = try Self.membership()
        #expect(machine.rows[7].action == .update(state: 4))
        #expect(machine.rows[0].action == .transition(target: 1))
        #expect(machine.rows[7].leadsSomewhere)
        #expect(machine.rows[2].leadsSomewhere == false)
    }

    @Test func aStateIsInItsGroupsInnermostFirst() throws {
        let (_, membership) = try Self.membership()
        #expect((0..<5).map(membership.groups(containing:)) == [[], [0, 1], [0, 1], [1], []])
        #expect(membership.groups(enclosing: 0) == [1])
        #expect(membership.states(inGroup: 1) == [1, 2, 3])
        #expect(membership.groupsInnermostFirst == [0, 1])
        #expect(membership.groupsOutermostFirst == [1, 0])
    }

    @Test func aMoveLeavesAndEntersTheScopesItCrosses() throws {
        let (_, membership) = try Self.membership()
        #expect(membership.scopesLeft(from: 1, to: 4) == [.state(1), .group(0), .group(1)])
        #expect(membership.scopesLeft(from: 1, to: 3) == [.state(1), .group(0)])
        #expect(membership.scopesEntered(into: 2, from: 0) == [.group(1), .group(0), .state(2)])
        #expect(membership.scopesEntered(into: 2, from: 1) == [.state(2)])
        #expect(membership.scopesEntered(into: 3, from: nil) == [.group(1), .state(3)])
    }

    @Test func timeRunsInStarTheGroupsAndTheCaseButAFinalStateHasOnlyItsCase() throws {
        let (_, membership) = try Self.membership()
        #expect(membership.timeScopes(of: 1) == [.any, .group(1), .group(0), .state(1)])
        #expect(membership.timeScopes(of: 3) == [.state(3)])
        #expect(membership.states(inTimeScope: .group(1)) == [1, 2])
        #expect(membership.scopes(namedBy: .list([.state(1), .group(0)])) == [.state(1), .group(0)])
    }
}

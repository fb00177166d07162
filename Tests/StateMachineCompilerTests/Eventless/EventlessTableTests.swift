import Foundation
import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The `always` table: in each state of an `always` row's source, a start where the row is the
/// first taken and one where its guard fails, each expecting the state `start(_:)` settles in.
@Suite struct EventlessTableTests {
    static let spec = """
        machine Launch
        context {
            hasSession: Bool
        }
        initial checking
        state checking
        state home
        state expired
        state signIn
        event signInTapped
        effect showHome
        entry home / showHome
        checking always [hasSession] -> home
        checking always -> signIn
        home after 10min -> expired
        expired always -> signIn
        signIn on signInTapped -> checking

        """

    @Test func eachAlwaysRowIsTakenFirstOnceAndHeldBackByEachCondition() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "launch.sm", text: Self.spec)).machine)
        let cases = EventlessTable.cases(for: machine)
        let (signedIn, signedOut) = ([RuntimeValue.bool(true)], [RuntimeValue.bool(false)])
        #expect(
            cases == [
                EventlessCase(
                    state: RuntimeCase(0), context: signedIn, effects: [RuntimeCase(0)], next: RuntimeCase(1),
                    reasons: [CaseReason(line: 13, kind: .fires)]),
                EventlessCase(
                    state: RuntimeCase(0), context: signedOut, effects: [], next: RuntimeCase(3),
                    reasons: [CaseReason(line: 13, kind: .guardFails), CaseReason(line: 14, kind: .fires)]),
                EventlessCase(
                    state: RuntimeCase(2), context: signedIn, effects: [], next: RuntimeCase(3),
                    reasons: [CaseReason(line: 16, kind: .fires)]),
            ])
    }

    @Test func aMachineWithoutAlwaysRowsHasNoTable() throws {
        let machine = try #require(
            Pipeline.check(SourceFile(path: "m.sm", text: "machine M\ninitial a\nstate a\nstate b\nevent go\na on go -> b\n")).machine)
        #expect(EventlessTable.cases(for: machine).isEmpty)
    }
}

/// The generated `always` table compiled in a scratch package with its machine and run: it
/// passes on the machine as generated and fails on one whose `start(_:)` forgot the `always`
/// rows, which no event's case can see since `reduce` settles on its own.
@Suite(.tags(.mutation), .enabled(if: Swiftc.isAvailable)) struct EventlessTableCompileTests {
    static let settling = "takeEventlessRows(&state, effects: &effects, context: context)\n        return effects"
    static let notSettling = "effects += []\n        return effects"

    // A guard against a hung toolchain, not a timing check: one scratch package build and run.
    @Test(.timeLimit(.minutes(20)))
    func theGeneratedAlwaysTablePassesOnItsMachineAndFailsOnAStartThatDoesNotSettle() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        for name in ["Launch", "LaunchMutant"] {
            let text = EventlessTableTests.spec.replacingOccurrences(of: "machine Launch", with: "machine \(name)")
            let machine = try #require(Pipeline.check(SourceFile(path: "\(name).sm", text: text)).machine)
            var source = SwiftMachineEmitter.emit(machine, access: .internal, codable: false).contents
            if name == "LaunchMutant" {
                #expect(source.contains(Self.settling))
                source = source.replacingOccurrences(of: Self.settling, with: Self.notSettling)
            }
            try package.addSource(name + ".swift", source)
            for file in Pipeline.emitTests(Pipeline.plan(machine), module: ScratchPackage.module) {
                try package.addTest(file.name, file.contents)
            }
        }
        try package.build()
        let (results, output) = try package.test(suites: ["LaunchTransitionTable", "LaunchMutantTransitionTable"])
        #expect(results["LaunchTransitionTable"] == true, "\(output)")
        #expect(results["LaunchMutantTransitionTable"] == false, "\(output)")
    }
}

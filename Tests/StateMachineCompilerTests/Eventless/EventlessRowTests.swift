import Foundation
import StateMachineCompiler
import StateMachineFormatter
import StateMachineTestSupport
import Testing

/// `SOURCE always [GUARD] -> TARGET`: parsed as a row without an event, refused when it could
/// never end, taken by the interpreter after every step that changed the state and at the start,
/// written into the reducer only for machines that have one, and laid out by the formatter.
@Suite struct EventlessRowTests {
    static let spec = """
        machine Articles
        initial idle
        state idle
        state loading
        state loaded(count: Int)
        state empty
        state list(count: Int)
        event appeared
        event loadSucceeded(count: Int)
        effect load
        effect show(count: Int)
        entry loading / load
        entry list(count) / show(count)
        idle on appeared -> loading
        loading on loadSucceeded(count) -> loaded(count)
        loaded(count) always [count == 0] -> empty
        loaded(count) always -> list(count)

        """

    private func machine(_ text: String) throws -> Machine {
        try #require(Pipeline.check(SourceFile(path: "articles.sm", text: text)).machine)
    }

    @Test func anAlwaysRowIsARowWithoutAnEvent() throws {
        let rows = try machine(Self.spec).rows
        #expect(rows.map(\.isEventless) == [false, false, true, true])
        #expect(rows[2].event == nil && rows[2].delay == nil)
    }

    @Test func alwaysIsANameEverywhereElse() throws {
        let old = "machine M\ninitial always\nstate always\nstate b\nevent go\nalways on go -> b\nb on go -> always\n"
        let rows = try machine(old).rows
        #expect(rows.map(\.event) == [0, 0])
        #expect(rows.allSatisfy { !$0.isEventless })
    }

    @Test func aStepThatChangedTheStateTakesTheAlwaysRowsThatHold() throws {
        let interpreter = Interpreter(try machine(Self.spec))
        let none = try interpreter.step(from: RuntimeCase(1), on: RuntimeCase(1, [.integer(0)]))
        #expect(none.state == RuntimeCase(3))
        #expect(none.outcome == .transitioned(effects: []))
        let some = try interpreter.step(from: RuntimeCase(1), on: RuntimeCase(1, [.integer(3)]))
        #expect(some.state == RuntimeCase(4, [.integer(3)]))
        #expect(some.outcome == .transitioned(effects: [RuntimeCase(1, [.integer(3)])]))
    }

    @Test func theStartTakesTheAlwaysRowsOfTheInitialState() throws {
        let interpreter = Interpreter(try machine(Self.spec))
        let started = try interpreter.start([RuntimeCase(2, [.integer(2)])])
        #expect(started.states == [RuntimeCase(4, [.integer(2)])])
        #expect(started.effects == [RuntimeCase(1, [.integer(2)])])
    }

    /// A store starts where the start's `always` rows lead, so the walks start there too: from
    /// `checking`, which no event leaves, no walk would fire anything.
    @Test func scenariosStartWhereTheStartSettles() throws {
        let text = """
            machine M
            context {
                signedIn: Bool
            }
            initial checking
            state checking
            state home
            state signIn
            event go
            checking always [signedIn] -> home
            checking always -> signIn
            home on go -> signIn
            signIn on go -> home

            """
        let plan = Pipeline.plan(try machine(text)).scenarios
        #expect(plan.unreached.contains(12) == false && plan.unreached.contains(13) == false)
        #expect(!plan.scenarios.isEmpty && plan.scenarios.allSatisfy { $0.start != [RuntimeCase(0)] })
    }

    @Test func aCycleThroughGuardsIsRefused() {
        expectDiagnostics(
            "machine M\ninitial a(0)\nstate a(n: Int)\nstate b(n: Int)\nevent go\n1️⃣a(n) always [n >= 0] -> b(n)\n2️⃣b(n) always -> a(n)\nb on go -> b(1)\n",
            [
                .error(
                    "1️⃣", .eventlessCycle,
                    "'always' rows can lead in a cycle, 'a' -> 'b' -> 'a', when their conditions hold: a step could take them forever; end the cycle, for example with an event or an 'after' row",
                    notes: [.note("2️⃣", "this 'always' row leads from 'b' to 'a'")])
            ])
    }

    @Test func aCountingLoopOnOneStateIsRefused() {
        expectDiagnostics(
            "machine M\ninitial counting(0)\nstate counting(n: Int)\nevent go\n1️⃣counting(n) always [n < 1000] -> counting(n + 1)\ncounting on go -> counting(0)\n",
            [
                .error(
                    "1️⃣", .eventlessCycle,
                    "'always' rows can lead in a cycle, 'counting' -> 'counting', when their conditions hold: a step could take them forever; end the cycle, for example with an event or an 'after' row"
                )
            ])
    }

    @Test func aRowBehindAnUnconditionalOneCannotCloseACycle() {
        let text = "machine M\ninitial a\nstate a\nstate b\nstate c\nevent go\na always -> b\na always -> c\nc always -> a\nb on go -> a\n"
        #expect(Pipeline.check(SourceFile(path: "m.sm", text: text)).diagnostics.isEmpty)
    }

    @Test func aRowToAHistoryLeadsToEveryStateOfItsGroup() {
        let text = """
            machine M
            initial a
            state a
            state b
            state c
            event go
            group g = a, b
            history g -> a
            1️⃣b always -> c
            2️⃣c always -> g history
            a on go -> b

            """
        expectDiagnostics(
            text,
            [
                .error(
                    "1️⃣", .eventlessCycle,
                    "'always' rows can lead in a cycle, 'b' -> 'c' -> 'b', when their conditions hold: a step could take them forever; end the cycle, for example with an event or an 'after' row",
                    notes: [.note("2️⃣", "this 'always' row leads from 'c' to 'b'")])
            ])
    }

    @Test func aChainLongerThanAHundredRowsSettles() throws {
        let count = 150
        var lines = ["machine M", "initial s0", "event go"] + (0...count).map { "state s\($0)" }
        lines += (0..<count).map { "s\($0) always -> s\($0 + 1)" } + ["s\(count) on go -> s\(count)"]
        let started = try Interpreter(try machine(lines.joined(separator: "\n") + "\n")).start([RuntimeCase(0)])
        #expect(started.states == [RuntimeCase(count)])
        let reducer = SwiftMachineEmitter.emit(try machine(lines.joined(separator: "\n") + "\n")).contents
        #expect(!reducer.contains("precondition") && reducer.contains("while case .transitioned(let rowEffects) = reduceEventless(&state)"))
    }

    @Test func anUnconditionalCycleIsRefusedAtItsFirstRowWithANoteAtEachOther() {
        expectDiagnostics(
            "machine M\ninitial a\nstate a\nstate b\nstate c\nevent go\n1️⃣a always -> b\n2️⃣b always -> c\n3️⃣c always -> a\nc on go -> a\n",
            [
                .error(
                    "1️⃣", .eventlessCycle,
                    "'always' rows lead in a cycle, 'a' -> 'b' -> 'c' -> 'a', whatever the values: the machine would never settle; end the cycle, for example with an event or an 'after' row",
                    notes: [
                        .note("2️⃣", "this 'always' row leads from 'b' to 'c'"), .note("3️⃣", "this 'always' row leads from 'c' to 'a'"),
                    ])
            ])
    }

    @Test func anAlwaysRowMustMove() {
        expectDiagnostics(
            "machine M\ninitial a\nstate a\nevent go\na always 1️⃣ignore\na on go -> a\n",
            [
                .error(
                    "1️⃣", .eventlessWithoutMove,
                    "an 'always' row must move with '->': 'ignore' leaves the state as it is, so the row would hold again after itself forever"
                )
            ])
    }

    @Test func onlyAMachineWithAlwaysRowsSettlesInItsReducer() throws {
        let eventless = SwiftMachineEmitter.emit(try machine(Self.spec)).contents
        #expect(eventless.contains("settled(reduceRows(&state, on: event), &state)"))
        #expect(eventless.contains("static func start(_ state: inout State) -> [Effect] {"))
        #expect(!eventless.contains("precondition"))
        let plain = SwiftMachineEmitter.emit(try machine("machine M\ninitial a\nstate a\nstate b\nevent go\na on go -> b\n")).contents
        #expect(!plain.contains("reduceRows") && !plain.contains("settled") && !plain.contains("start("))
    }

    @Test func hoverOnAlwaysExplainsIt() throws {
        let result = Pipeline.check(SourceFile(path: "articles.sm", text: Self.spec))
        let offset = try #require(Self.spec.utf8.firstRange(of: "always".utf8)).lowerBound
        let explained = try #require(result.keywordExplanation(at: Self.spec.utf8.distance(from: Self.spec.utf8.startIndex, to: offset)))
        #expect(explained.text.hasPrefix("`always`: an eventless row."))
    }

    @Test func theFormatterLinesAlwaysUpWithOnAndAfter() {
        let header = "machine M\ninitial a\nstate a\nstate b\nevent somethingLonger\n"
        let messy = header + "a on somethingLonger -> b\nb always   ->   a\n"
        let canonical = header + "a on somethingLonger -> b\nb always             -> a\n"
        #expect(SpecFormatter.format(Pipeline.parse(SourceFile(path: "m.sm", text: messy))) == .formatted(canonical))
    }
}

/// `diff`: an `always` row added, removed or rewritten is a behaviour change of its state.
@Suite struct EventlessDiffTests {
    @Test func anAddedAlwaysRowIsABehaviourChange() throws {
        let old = Pipeline.check(
            SourceFile(
                path: "articles.sm",
                text: EventlessRowTests.spec.replacingOccurrences(of: "loaded(count) always [count == 0] -> empty\n", with: "")))
        let new = Pipeline.check(SourceFile(path: "articles.sm", text: EventlessRowTests.spec))
        let diff = try #require(MachineDiff.compare(old: old, new: new))
        guard case .eventless(let change) = try #require(diff.behaviourChanges.first) else {
            Issue.record("not an eventless change: \(diff.behaviourChanges)")
            return
        }
        #expect(diff.behaviourChanges.count == 1)
        #expect(change.state == "loaded")
        #expect(change.before == "loaded(count) always -> list(count)")
        #expect(change.after == "loaded(count) always [count == 0] -> empty; loaded(count) always -> list(count)")
        #expect(change.summary.hasPrefix("in `loaded`, the `always` rows: "))
    }
}

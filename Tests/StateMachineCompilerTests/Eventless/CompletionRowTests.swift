import Foundation
import StateMachineCompiler
import StateMachineFormatter
import StateMachineTestSupport
import Testing

/// `GROUP done [GUARD] -> TARGET`: the group's `always` row in its final states, refused on
/// anything that cannot complete, taken right after the step that enters a final state, and
/// laid out and explained like `always`.
@Suite struct CompletionRowTests {
    static let spec = """
        machine Uploads
        initial idle
        state idle
        state uploading
        state uploaded final
        state cancelled final
        state finished
        group uploads = uploading, uploaded, cancelled
        event start
        event succeeded
        event cancel
        effect notify
        idle on start -> uploading
        uploading on succeeded -> uploaded
        uploading on cancel -> cancelled
        uploads done -> finished / notify

        """

    private func machine(_ text: String) throws -> Machine {
        try #require(Pipeline.check(SourceFile(path: "uploads.sm", text: text)).machine)
    }

    @Test func aCompletionRowLeavesEachFinalStateOfItsGroup() throws {
        let row = try #require(try machine(Self.spec).rows.last)
        #expect(row.isEventless)
        #expect(row.trigger == .completion(group: 0))
        #expect(row.source == .list([.state(2), .state(3)]))
    }

    @Test func enteringAFinalStateTakesTheCompletionRowInTheSameStep() throws {
        let interpreter = Interpreter(try machine(Self.spec))
        let done = try interpreter.step(from: RuntimeCase(1), on: RuntimeCase(1))
        #expect(done.state == RuntimeCase(4))
        #expect(done.outcome == .transitioned(effects: [RuntimeCase(0)]))
        let cancelled = try interpreter.step(from: RuntimeCase(1), on: RuntimeCase(2))
        #expect(cancelled.state == RuntimeCase(4))
    }

    @Test func doneIsANameEverywhereElse() throws {
        let old = "machine M\ninitial done\nstate done\nstate b\nevent go\ndone on go -> b\nb on go -> done\n"
        #expect(try machine(old).rows.allSatisfy { !$0.isEventless })
    }

    @Test func onlyAGroupWithAFinalStateCompletes() {
        expectDiagnostics(
            "machine M\ninitial a\nstate a\nstate b\nevent go\n1️⃣a done -> b\nb on go -> a\n",
            [.error("1️⃣", .completionWithoutFinal, "'done' completes a group: write a group with a final state before it")])
        expectDiagnostics(
            "machine M\ninitial a\nstate a\nstate b\ngroup 2️⃣g = a, b\nevent go\n1️⃣g done -> b\na on go -> b\nb on go -> a\n",
            [
                .error(
                    "1️⃣", .completionWithoutFinal,
                    "group 'g' has no final state, so it never completes: mark the state it ends in 'final'",
                    notes: [.note("2️⃣", "group 'g' declared here")])
            ])
    }

    @Test func aCompletionRowIntoItsOwnFinalStateIsACycle() {
        let text = "machine M\ninitial a\nstate a\nstate b final\ngroup g = a, b\nevent go\ng done -> b\na on go -> b\n"
        let diagnostics = Pipeline.check(SourceFile(path: "m.sm", text: text)).diagnostics
        #expect(diagnostics.map(\.id) == [.eventlessCycle])
    }

    @Test func aRegionCompletesInItsFinalStates() throws {
        let text = """
            machine M
            initial sending, waiting
            state sending
            state sent final
            state waiting
            state reported
            region upload = sending, sent
            region report = waiting, reported
            event succeeded
            effect notify
            sending on succeeded -> sent
            upload done -> sending / notify
            waiting on succeeded -> reported

            """
        let row = try #require(try machine(text).rows.dropFirst().first)
        #expect(row.trigger == .completion(group: 0))
        #expect(row.source == .list([.state(1)]))
    }

    @Test func hoverOnDoneExplainsIt() throws {
        let result = Pipeline.check(SourceFile(path: "uploads.sm", text: Self.spec))
        let offset = try #require(Self.spec.utf8.firstRange(of: "done ->".utf8)).lowerBound
        let explained = try #require(result.keywordExplanation(at: Self.spec.utf8.distance(from: Self.spec.utf8.startIndex, to: offset)))
        #expect(explained.text.hasPrefix("`done`: a completion row."))
    }

    @Test func theFormatterLinesDoneUpWithOnAndAfter() {
        let header = "machine M\ninitial a\nstate a\nstate b final\nstate c\ngroup g = a, b\nevent somethingLonger\n"
        let messy = header + "a on somethingLonger -> b\ng done   ->   c\n"
        let canonical = header + "a on somethingLonger -> b\ng done               -> c\n"
        #expect(SpecFormatter.format(Pipeline.parse(SourceFile(path: "m.sm", text: messy))) == .formatted(canonical))
    }

    /// A machine moved by its `always` rows and timers alone has an `Event` without cases: its
    /// reducer and conformance must not read one, which the compiler would warn never runs.
    @Test func aMachineWithoutEventsCompilesWithoutWarnings() throws {
        let text = """
            machine Launch
            initial a
            state a
            state b final
            state c final
            group g = a, b
            a always -> b
            g done -> c
            a after 1s -> c

            """
        // Regions moved by `always` rows alone, one with a timer and a context, one with neither.
        let regions = """
            machine Pair
            initial a, c
            state a
            state b final
            state c
            state d final
            state e
            region left = a, b, e
            region right = c, d
            a always [in(c)] -> b
            c always -> d
            left done -> e

            """
        let timedRegions = regions.replacingOccurrences(of: "machine Pair", with: "machine TimedPair\ncontext {\n    ready: Bool\n}")
            .replacingOccurrences(of: "c always -> d", with: "c always [ready] -> d\nc after 1s -> d")
        var batches: [[String: String]] = []
        for (name, spec) in [("Launch", text), ("Pair", regions), ("TimedPair", timedRegions)] {
            let checked = try machine(spec)
            batches.append([
                "\(name).swift": SwiftMachineEmitter.emit(checked).contents,
                "\(name)+StateMachine.swift": RuntimeConformanceEmitter.emit(checked).contents,
            ])
        }
        let failures = try Swiftc.typeCheck(batches, runtime: AcceptedSpecsCompileTests.runtimeSources(), throughSIL: true)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

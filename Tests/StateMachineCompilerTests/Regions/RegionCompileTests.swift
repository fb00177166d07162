import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The generated machine of `RegionInterpreterTests.spec`, compiled as Swift 6 with warnings as
/// errors and driven: every expectation is worked out by hand from that spec's rows (the same
/// steps the interpreter tests take), then a few steps are checked against the interpreter too.
@Suite(.enabled(if: Swiftc.isAvailable)) struct RegionCompileTests {
    /// Prints each step as `outcome [effects] | content refresh | regions left`.
    static let driver = """
        typealias M = ArticleList
        func show(_ outcome: M.Outcome) -> String {
            switch outcome {
            case .transitioned(let effects): return "transitioned [" + effects.map { "\\($0)" }.joined(separator: ", ") + "]"
            case .updated(let effects): return "updated [" + effects.map { "\\($0)" }.joined(separator: ", ") + "]"
            case .ignored: return "ignored"
            case .rejected: return "rejected"
            case .unhandled: return "unhandled"
            }
        }
        // The regions the steps report left, as a runtime's `apply` reads them.
        func report(_ steps: M.RegionSteps, _ state: M.State) {
            let left = [steps.leftContent ? "content" : nil, steps.leftRefresh ? "refresh" : nil].compactMap { $0 }
            print("\\(show(steps.outcome())) | \\(state.content) \\(state.refresh) | \\(left.joined(separator: " "))")
        }
        func step(_ content: M.State.Content, _ refresh: M.State.Refresh, _ event: M.Event) {
            var state = M.State(content: content, refresh: refresh)
            report(M.regionSteps(&state, on: event), state)
        }
        func fire(_ content: M.State.Content, _ refresh: M.State.Refresh, _ timer: M.Timer) {
            var state = M.State(content: content, refresh: refresh)
            report(M.regionSteps(&state, after: timer), state)
        }
        step(.loading(requestID: 1), .refreshing(requestID: 1), .answered(requestID: 1, count: 5))
        step(.loading(requestID: 1), .refreshing(requestID: 2), .reset)
        step(.loading(requestID: 1), .idle, .answered(requestID: 1, count: 5))
        step(.loading(requestID: 7), .idle, .pulled(requestID: 7))
        step(.loading(requestID: 8), .idle, .pulled(requestID: 7))
        step(.loaded(count: 3), .refreshing(requestID: 1), .answered(requestID: 2, count: 9))
        step(.loaded(count: 1), .idle, .opened(requestID: 1))
        fire(.loaded(count: 2), .refreshing(requestID: 1), .refreshingTimeout)
        fire(.loading(requestID: 1), .refreshing(requestID: 1), .refreshingTimeout)
        fire(.loaded(count: 2), .idle, .refreshingTimeout)
        var plain = M.State.initial
        print(M.entryEffects(of: plain), M.reduce(&plain, on: .opened(requestID: 4)), plain.content, plain.refresh)

        """

    static func generated(_ text: String, path: String, codable: Bool = false, access: SwiftMachineEmitter.AccessLevel = .internal)
        throws -> String
    {
        let result = Pipeline.check(SourceFile(path: path, text: text))
        let machine = try #require(result.machine, "\(result.summaries)")
        return SwiftMachineEmitter.emit(machine, access: access, codable: codable).contents
    }

    @Test func twoRegionsChooseAgainstTheStateBeforeTheEventAndOrderTheirEffectsAsSCXMLDoes() throws {
        let output = try Swiftc.buildAndRun([
            "articles.swift": try Self.generated(RegionInterpreterTests.spec, path: "articles.sm"), "main.swift": Self.driver,
        ])
        #expect(
            output.split(separator: "\n") == [
                // Both move: refresh's exit, content's exit, content's row effect, refresh's entry.
                "transitioned [stopRefresh, hideSpinner, log(count: 5), hideBanner] | loaded(count: 5) idle | content refresh",
                // Both regions' `reset` rows: exits, then the rows' effects, then the entries, each in region order.
                "transitioned [stopRefresh, hideSpinner, log(count: 0), resetting, clearList, hideBanner] | notLoaded idle | content refresh",
                // `in(loaded)` reads the content before the event: refresh rejects, content moves.
                "transitioned [hideSpinner, log(count: 5)] | loaded(count: 5) idle | content",
                // `in(loading(id))` compares the event's id with the content's: equal, the refresh ignores it.
                "ignored | loading(requestID: 7) idle | ",
                "rejected | loading(requestID: 8) idle | ",
                // Content updates in place, refresh rejects a stale answer: `updated`, and no region is left.
                "updated [] | loaded(count: 9) refreshing(requestID: 1) | ",
                "unhandled | loaded(count: 1) idle | ",
                // The timer moves its own region only; its `in(loaded)` reads the content.
                "transitioned [stopRefresh] | loaded(count: 2) failed | refresh",
                "rejected | loading(requestID: 1) refreshing(requestID: 1) | ",
                "unhandled | loaded(count: 2) idle | ",
                "[drive.ArticleList.Effect.clearList, drive.ArticleList.Effect.hideBanner] "
                    + "transitioned(effects: [drive.ArticleList.Effect.showSpinner, drive.ArticleList.Effect.fetch(requestID: 4)]) "
                    + "loading(requestID: 4) idle",
            ])
        try expectTheInterpreterAgrees(with: output.split(separator: "\n").map(String.init))
    }

    /// The reference interpreter, which shares nothing with the emitter, takes the driver's ten
    /// steps to the same outcomes, states and regions left.
    private func expectTheInterpreterAgrees(with lines: [String]) throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "articles.sm", text: RegionInterpreterTests.spec)).machine)
        let interpreter = Interpreter(machine)
        func value(_ state: Int, _ id: Int) -> RuntimeCase { RuntimeCase(state, [.integer(IntegerValue(id))]) }
        let idle = RuntimeCase(3)
        func loading(_ id: Int) -> RuntimeCase { value(1, id) }
        func loaded(_ count: Int) -> RuntimeCase { value(2, count) }
        func refreshing(_ id: Int) -> RuntimeCase { value(4, id) }
        let answered = { (id: Int, count: Int) in RuntimeCase(2, [.integer(IntegerValue(id)), .integer(IntegerValue(count))]) }
        let steps = [
            try interpreter.step(from: [loading(1), refreshing(1)], on: answered(1, 5)),
            try interpreter.step(from: [loading(1), refreshing(2)], on: RuntimeCase(3)),
            try interpreter.step(from: [loading(1), idle], on: answered(1, 5)),
            try interpreter.step(from: [loading(7), idle], on: value(1, 7)),
            try interpreter.step(from: [loading(8), idle], on: value(1, 7)),
            try interpreter.step(from: [loaded(3), refreshing(1)], on: answered(2, 9)),
            try interpreter.step(from: [loaded(1), idle], on: value(0, 1)),
            try interpreter.step(from: [loaded(2), refreshing(1)], after: 0),
            try interpreter.step(from: [loading(1), refreshing(1)], after: 0),
            try interpreter.step(from: [loaded(2), idle], after: 0),
        ]
        #expect(steps.map { RegionStepText(machine).line($0) } == Array(lines.prefix(steps.count)))
    }
}

/// An interpreter's step spelled as the driver prints a generated machine's.
private struct RegionStepText {
    let machine: Machine

    init(_ machine: Machine) { self.machine = machine }

    func line(_ step: Interpreter.RegionStep) -> String {
        let left = zip(machine.regions, step.firedRows).compactMap { region, row -> String? in
            guard let row, case .transition = machine.rows[row].action else { return nil }
            return machine.groups[region].name
        }
        return "\(outcome(step.outcome)) | \(step.states.map { text($0, machine.states) }.joined(separator: " ")) | "
            + left.sorted().joined(separator: " ")
    }

    private func outcome(_ outcome: RuntimeOutcome) -> String {
        switch outcome {
        case .transitioned(let effects): "transitioned [" + effects.map { text($0, machine.effects) }.joined(separator: ", ") + "]"
        case .updated(let effects): "updated [" + effects.map { text($0, machine.effects) }.joined(separator: ", ") + "]"
        case .ignored: "ignored"
        case .rejected: "rejected"
        case .unhandled: "unhandled"
        }
    }

    /// `log(count: 5)`: this spec's payloads are all integers.
    private func text(_ value: RuntimeCase, _ cases: [CaseDeclaration]) -> String {
        let declaration = cases[value.index]
        guard !value.values.isEmpty else { return declaration.name }
        let fields = zip(declaration.parameters, value.values).map { field, value in
            if case .integer(let number) = value { "\(field.name): \(number)" } else { "\(field.name): \(value)" }
        }
        return declaration.name + "(" + fields.joined(separator: ", ") + ")"
    }
}

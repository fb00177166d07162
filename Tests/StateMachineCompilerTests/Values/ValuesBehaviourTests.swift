import Testing

@testable import StateMachineCompiler

/// The retry spec run by the reference interpreter and, compiled, by the generated
/// reducer, on both sides of each boundary; expectations worked out by hand.
@Suite struct ValuesBehaviourTests {
    static let machine: Machine? = Pipeline.check(SourceFile(path: "retry.sm", text: ValuesSpecs.retry)).machine

    // States: idle 0, loading 1, failed 2, done 3. Events: start 0, failed 1, couponChanged 2, loaded 3.
    static func loading(_ attempt: Int, _ revision: Int) -> RuntimeCase {
        RuntimeCase(1, [.integer(IntegerValue(attempt)), .integer(IntegerValue(revision))])
    }
    static func fetch(_ attempt: Int, _ revision: Int) -> RuntimeCase {
        RuntimeCase(0, [.integer(IntegerValue(attempt)), .integer(IntegerValue(revision))])
    }

    @Test func belowTheLimitRetriesWithTheAttemptPlusOneAndAtItFails() throws {
        let interpreter = Interpreter(try #require(Self.machine))
        let below = try interpreter.step(from: Self.loading(2, 5), on: RuntimeCase(1), context: [.integer(3)])
        #expect(below.outcome == .transitioned(effects: [Self.fetch(3, 5)]))
        #expect(below.state == Self.loading(3, 5))
        let at = try interpreter.step(from: Self.loading(3, 5), on: RuntimeCase(1), context: [.integer(3)])
        #expect(at.outcome == .transitioned(effects: []))
        #expect(at.state == RuntimeCase(2, [.integer(3)]))
    }

    @Test func aLoadedRevisionCountsOnlyAtOrOneAboveTheCurrentOne() throws {
        let interpreter = Interpreter(try #require(Self.machine))
        func loaded(_ revision: Int) -> RuntimeCase? {
            try? interpreter.step(from: Self.loading(1, 4), on: RuntimeCase(3, [.integer(IntegerValue(revision))]), context: [.integer(3)])
                .state
        }
        #expect(loaded(3) == Self.loading(1, 4))
        #expect(loaded(4) == RuntimeCase(3, [.integer(4)]))
        #expect(loaded(5) == RuntimeCase(3, [.integer(5)]))
        #expect(loaded(6) == Self.loading(1, 4))
    }

    @Test func theTableHasACaseOnEachSideOfTheRetryLimit() throws {
        let retries = TransitionTable.cases(for: try #require(Self.machine)).filter { $0.state.index == 1 && $0.event.index == 1 }
        func attempt(_ entry: TransitionCase) -> Int? { entry.state.values[0].integerValue }
        func limit(_ entry: TransitionCase) -> Int? { entry.context[0].integerValue }
        let below = try #require(retries.first { attempt($0).map { $0 + 1 } == limit($0) })
        #expect(below.next == Self.loading((attempt(below) ?? 0) + 1, below.state.values[1].integerValue ?? -1))
        let at = try #require(retries.first { attempt($0) == limit($0) })
        #expect(at.next == RuntimeCase(2, [at.state.values[0]]))
    }

    @Test(.enabled(if: Swiftc.isAvailable)) func theGeneratedReducerAgreesAtTheBoundaries() throws {
        let machine = try #require(Self.machine)
        let driver = """
            for attempt in [2, 3, 4] {
                var state = Retry.State.loading(attempt: attempt, revision: 254)
                print(Retry.reduce(&state, on: .failed, context: .init(maxAttempts: 3)), state)
            }
            for revision: UInt8 in [253, 254, 255] {
                var state = Retry.State.loading(attempt: 1, revision: 254)
                print(Retry.reduce(&state, on: .loaded(revision: revision), context: .init(maxAttempts: 3)), state)
            }
            var state = Retry.State.loading(attempt: 1, revision: 254)
            print(Retry.reduce(&state, on: .couponChanged, context: .init(maxAttempts: 3)), state)

            """
        let output = try Swiftc.buildAndRun(["retry.swift": SwiftMachineEmitter.emit(machine).contents, "main.swift": driver])
        #expect(
            output.split(separator: "\n") == [
                "transitioned(effects: [drive.Retry.Effect.fetch(attempt: 3, revision: 254)]) loading(attempt: 3, revision: 254)",
                "transitioned(effects: []) failed(attempt: 3)",
                "transitioned(effects: []) failed(attempt: 4)",
                "ignored loading(attempt: 1, revision: 254)",
                "transitioned(effects: []) done(revision: 254)",
                "transitioned(effects: []) done(revision: 255)",
                "transitioned(effects: [drive.Retry.Effect.fetch(attempt: 1, revision: 255)]) loading(attempt: 1, revision: 255)",
            ])
    }
}

extension RuntimeValue {
    fileprivate var integerValue: Int? {
        if case .integer(let value) = self { return value.int }
        return nil
    }
}

/// Mutants that move an ordering across its boundary or change an added constant.
@Suite struct ValuesMutantTests {
    @Test func theRetrySpecHasOrderingAndConstantMutantsAndAllAreDetected() throws {
        let machine = try ValuesSpecs.machine()
        let mutants = Mutant.all(of: machine)
        let counts = Dictionary(grouping: mutants, by: \.kind).mapValues(\.count)
        // Guards: `n < maxAttempts`, `s >= r`, `s - r <= 1`; constants: `n + 1` twice in the
        // retry row, `r + 1` twice in the coupon row, `- r`... is no constant, `<= 1` is no sum.
        #expect(counts[.orderingMoved] == 3)
        #expect(counts[.constantChanged] == 4)
        let cases = TransitionTable.cases(for: machine)
        let starts = StartTable.cases(for: machine)
        let scenarios = Pipeline.plan(machine).scenarios.scenarios
        for mutant in mutants {
            #expect(mutant.isDetected(by: cases, starts: starts, scenarios: scenarios), "\(mutant.description)")
        }
    }
}

import StateMachineCompiler

/// Held-out specs for ordering comparisons and integer arithmetic.
enum ValuesSpecs {
    /// A retry limit and a revision counter, on the quote refresh's flow.
    static let retry = """
        machine Retry
        context { maxAttempts: Int }
        initial idle
        state idle
        state loading(attempt: Int, revision: UInt8)
        state failed(attempt: Int) final
        state done(revision: UInt8) final
        event start
        event failed
        event couponChanged
        event loaded(revision: UInt8)
        effect fetch(attempt: Int, revision: UInt8)
        idle on start -> loading(1, 0) / fetch(1, 0)
        loading(n, r) on failed [n < maxAttempts] -> loading(n + 1, r) / fetch(n + 1, r)
        loading(n, _) on failed -> failed(n)
        loading(n, r) on couponChanged -> loading(n, r + 1) / fetch(n, r + 1)
        loading(_, r) on loaded(s) [s >= r && s - r <= 1] -> done(s)
        loading on loaded ignore

        """
}

extension ValuesSpecs {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    static func machine() throws -> Machine {
        let result = Pipeline.check(SourceFile(path: "retry.sm", text: retry))
        guard let machine = result.machine else { throw Invalid(description: result.summaries.joined(separator: "\n")) }
        return machine
    }
}

extension ValuesSpecs {
    /// Unsigned subtraction in a guard and in target and effect arguments: Swift traps when
    /// `s - r` or `s - k` goes below 0, so no generated case may send such an input.
    static let unsigned = """
        machine Sync
        initial idle
        state idle
        state waiting(sent: UInt8)
        state synced(lag: UInt8) final
        event send(count: UInt8)
        event reply(received: UInt8)
        event resend(less: UInt8)
        effect acknowledge(behind: UInt8)
        idle on send(c) -> waiting(c)
        waiting(s) on reply(r) [s - r <= 1] -> synced(s - r) / acknowledge(s - r)
        waiting on reply ignore
        waiting(s) on resend(k) -> waiting(s - k)

        """

    /// The same with a row that fires only when `s` is over 250 above `r`: every input the
    /// search tries that reaches it overflows.
    static let unsignedWithSkip =
        unsigned + """
            event skip(received: UInt8)
            waiting(s) on skip(r) [s - r > 250] -> synced(s - r)

            """  // The row is on line 15 of the spec.

    static func unsignedMachine(_ text: String = unsigned) throws -> Machine {
        let result = Pipeline.check(SourceFile(path: "sync.sm", text: text))
        guard let machine = result.machine else { throw Invalid(description: result.summaries.joined(separator: "\n")) }
        return machine
    }
}

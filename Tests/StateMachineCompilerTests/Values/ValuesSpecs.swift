import StateMachineCompiler

/// Held-out specs for ordering comparisons and integer arithmetic.
enum ValuesSpecs {
    /// A retry limit and a revision counter, on the flow seed 000 §10.1 describes.
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
        let result = SpecChecker.check(SourceFile(path: "retry.sm", text: retry))
        guard let machine = result.machine else { throw Invalid(description: result.summaries.joined(separator: "\n")) }
        return machine
    }
}

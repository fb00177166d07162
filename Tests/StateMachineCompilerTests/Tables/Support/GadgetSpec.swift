@testable import StateMachineCompiler

/// A spec that exercises what the examples do not: a sample of every standard type,
/// optionals, arrays and dictionaries, a user's own type, names that are Swift keywords,
/// literals in patterns and guards, a final state, and no context block.
enum GadgetSpec {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    static func machine() throws -> Machine {
        let result = Pipeline.check(SourceFile(path: "gadget.sm", text: text))
        guard let machine = result.machine else { throw Invalid(description: "gadget.sm: \(result.diagnostics.map(\.message))") }
        return machine
    }

    static let text = """
        machine Gadget

        initial off

        state off
        state lit(level: Int, label: String?)
        state default(ratio: Double, counts: [Int])
        state busy(since: Date, link: URL, price: Decimal, owner: Owner, tags: [String: Int], ids: [UUID]?)
        state retired final

        event power(enabled: Bool)
        event set(level: Int, label: String?)
        event switch(ratio: Double, counts: [Int])
        event hold(since: Date, link: URL, price: Decimal, owner: Owner, tags: [String: Int], ids: [UUID]?)
        event release(owner: Owner)
        event retire

        effect log(level: Int)
        effect notify(owner: Owner, ids: [UUID]?)

        off on power(true) -> lit(1, nil) / log(1)
        off on power(false) ignore
        lit(l, _) on set(n, t) [n != l && t != nil] -> lit(n, t) / log(n)
        lit on set(n, _) [n == 0] -> off
        lit on switch(x, c) -> default(x, c)
        default(x, _) on switch(x, c) -> default(x, c)
        * on hold(s, u, p, o, g, i) -> busy(s, u, p, o, g, i) / notify(o, i)
        busy(_, _, _, o, _, _) on release(o) -> off
        busy on release ignore
        * on retire -> retired
        * on retire ignore
        """

    /// The user's own type, in the machines' module.
    static let ownerSource = """
        struct Owner: Equatable, Sendable {
            let name: String
        }

        """

    /// What a user writes in the test target to supply samples of `Owner`.
    static let ownerSamples = """
        @testable import Machines

        extension Owner {
            static var transitionSamples: (Owner, Owner) { (Owner(name: "Ada"), Owner(name: "Grace")) }
        }

        """
}

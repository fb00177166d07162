import Foundation

/// `statemachine-crashtest --seed N --kills K [--operations L]`, and the child mode the harness
/// starts itself in: `--child FOLDER --seed N --operations L [--crash-at POINT:PASS]`. The
/// runtime's tests start the child mode too, as a second process holding a journal open while
/// it waits for its server's answer.
struct CrashTestOptions {
    var seed: UInt64 = 1
    var kills = 20
    /// Checkouts the flow submits; by default enough that the kills land before the work ends.
    var operations: Int?
    var childFolder: URL?
    var crashAt: Kill?
    /// `--help` or `-h`: print the usage and run nothing.
    var showsHelp = false

    static let usage = """
        usage: statemachine-crashtest --seed N --kills K [--operations L]
               statemachine-crashtest --help

        Runs a checkout flow with durable effects as a child process against a fake server, kills it K times
        (at crash points inside the persistence code and by SIGKILL after a delay, chosen from the seed),
        restarts it each time, and checks that no operation was lost or applied twice, that re-performed
        requests carried their original idempotency keys, and that the final state is the crash-free run's.
        """

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            if flag == "--help" || flag == "-h" {
                showsHelp = true
                continue
            }
            guard let value = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
            switch flag {
            // A seed is any UInt64, as `SplitMix64` takes it; counts are `Int`s.
            case "--seed": seed = try Self.number(value, flag, upTo: .max)
            case "--kills": kills = Int(try Self.number(value, flag, upTo: UInt64(Int.max)))
            case "--operations": operations = Int(try Self.number(value, flag, upTo: UInt64(Int.max)))
            case "--child": childFolder = URL(fileURLWithPath: value, isDirectory: true)
            case "--crash-at":
                guard let kill = Kill(childArgument: value) else { throw UsageError("--crash-at takes POINT:PASS, not \(value)") }
                crashAt = kill
            default: throw UsageError("unknown option \(flag)")
            }
        }
    }

    /// Operations when none were given: each session makes some progress before its kill.
    var operationCount: Int { operations ?? (2 * kills + 8) }

    private static func number(_ text: String, _ flag: String, upTo maximum: UInt64) throws(UsageError) -> UInt64 {
        guard let value = UInt64(text), value <= maximum else { throw UsageError("\(flag) takes a whole number, not \(text)") }
        return value
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

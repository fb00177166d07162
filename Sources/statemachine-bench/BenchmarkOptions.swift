/// `statemachine-bench [--smoke] [--json PATH]`, parsed strictly.
struct BenchmarkOptions {
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        usage: statemachine-bench [--smoke] [--json PATH]
          --smoke      smallest size of every part only: proves the benchmark works (CI)
          --json PATH  where to write the figures as JSON (default: .build/bench.json)

        """

    var plan = BenchmarkPlan.full
    var jsonPath = ".build/bench.json"
    var wantsHelp = false

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--smoke":
                plan = .smoke
            case "--json":
                guard let path = remaining.popFirst() else { throw UsageError(description: "'--json' needs a PATH") }
                jsonPath = path
            case "-h", "--help":
                wantsHelp = true
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
    }
}

/// `statemachine-bench [--smoke] [--json PATH] | --print-spec STATES | --print-region-spec REGIONS`,
/// parsed strictly.
struct BenchmarkOptions {
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        usage: statemachine-bench [--smoke] [--json PATH]
               statemachine-bench --print-spec STATES
               statemachine-bench --print-region-spec REGIONS
          --smoke               smallest size of every part only: proves the benchmark works (CI)
          --json PATH           where to write the figures as JSON (default: .build/bench.json)
          --print-spec STATES   print the synthetic spec of STATES states that the figures use, and
                                nothing else (to profile one command on it, e.g. with callgrind)
          --print-region-spec REGIONS
                                print a synthetic spec of REGIONS orthogonal regions (at least 2),
                                four states each, with timers, activities and in(...) guards

        """

    var plan = BenchmarkPlan.full
    var jsonPath = ".build/bench.json"
    var wantsHelp = false
    /// The states of the synthetic spec to print instead of measuring.
    var printedSpecStates: Int?
    /// The regions of the synthetic region spec to print instead of measuring.
    var printedSpecRegions: Int?

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--smoke":
                plan = .smoke
            case "--json":
                guard let path = remaining.popFirst() else { throw UsageError(description: "'--json' needs a PATH") }
                jsonPath = path
            case "--print-spec":
                guard let states = remaining.popFirst().flatMap({ Int($0) }), states > 0 else {
                    throw UsageError(description: "'--print-spec' needs a number of STATES")
                }
                printedSpecStates = states
            case "--print-region-spec":
                guard let regions = remaining.popFirst().flatMap({ Int($0) }), regions > 1 else {
                    throw UsageError(description: "'--print-region-spec' needs a number of REGIONS, at least 2")
                }
                printedSpecRegions = regions
            case "-h", "--help":
                wantsHelp = true
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
        if printedSpecStates != nil && printedSpecRegions != nil {
            throw UsageError(description: "'--print-spec' and '--print-region-spec' print one spec each; give one")
        }
    }
}

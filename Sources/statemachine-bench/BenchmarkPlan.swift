/// How much to measure: everything the Performance article reports, or the smallest size of each
/// part, which proves in CI that the benchmark works without asserting any timing.
struct BenchmarkPlan {
    let isSmoke: Bool
    let generatorSizes: [Int]
    let generatorRuns: Int
    /// The size `statemachine-gen generate` is timed at as a process.
    let processSize: Int
    let processRuns: Int
    let compileSizes: [Int]
    let compileRuns: Int
    /// Case counts for the minimal files that show the compiler's own growth.
    let shapeSizes: [Int]
    /// A clean `swift build` of a user package, twice: minutes, so not in a smoke run.
    let measuresFirstBuild: Bool
    let dispatchSessions: Int
    let dispatchRuns: Int
    /// Fewer than for timing: every call is bracketed by two system calls.
    let allocationSessions: Int
    /// Rows of the specs the language server's edit latency is measured on.
    let editorRows: [Int]
    /// States of the spec `format` is timed on.
    let formatStates: Int
    /// The runtime: effect-free events through `send`, answers hopped to the main actor one at a
    /// time, and refreshes each starting one effect.
    let storeEvents: Int
    let storeRuns: Int
    let storeRoundTrips: Int
    let storeRefreshes: Int

    static let full = BenchmarkPlan(
        isSmoke: false, generatorSizes: [100, 1_000, 5_000, 20_000], generatorRuns: 5,
        processSize: 5_000, processRuns: 5, compileSizes: [100, 1_000, 5_000], compileRuns: 1,
        shapeSizes: [1_000, 2_000], measuresFirstBuild: true, dispatchSessions: 65_536, dispatchRuns: 15, allocationSessions: 4_096,
        editorRows: [100, 1_000, 5_000], formatStates: 5_000,
        storeEvents: 1_000_000, storeRuns: 9, storeRoundTrips: 20_000, storeRefreshes: 100_000)

    static let smoke = BenchmarkPlan(
        isSmoke: true, generatorSizes: [100], generatorRuns: 1,
        processSize: 100, processRuns: 1, compileSizes: [100], compileRuns: 1,
        shapeSizes: [100], measuresFirstBuild: false, dispatchSessions: 256, dispatchRuns: 1, allocationSessions: 16,
        editorRows: [100], formatStates: 100,
        storeEvents: 1_000, storeRuns: 1, storeRoundTrips: 100, storeRefreshes: 1_000)
}

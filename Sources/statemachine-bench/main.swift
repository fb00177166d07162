import Foundation

/// `swift run -c release statemachine-bench [--smoke] [--json PATH]`: measures the
/// generator, the compile cost of what it generates, and the generated reducer, prints
/// Markdown tables and writes the same figures as JSON. `--print-spec STATES` and
/// `--print-region-spec REGIONS` print a synthetic spec instead.

func progress(_ message: String) {
    FileHandle.standardError.write(Data(("statemachine-bench: " + message + "\n").utf8))
}

func runBenchmark(_ plan: BenchmarkPlan, jsonPath: String) async throws {
    guard let swiftc = ChildProcess.onPath("swiftc") else {
        throw ChildProcess.Failure(description: "swiftc is not on the PATH")
    }
    let generators = try GeneratorProcess.locate()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("statemachine-bench-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    progress("reducer dispatch")
    let stream = CheckoutEventStream(sessions: plan.dispatchSessions)
    let dispatch = try DispatchBenchmark.measure(stream, runs: plan.dispatchRuns)
    progress("reducer dispatch, a machine with regions")
    let regionDispatch = try RegionDispatchBenchmark.measure(
        ArticleEventStream(sessions: plan.dispatchSessions), runs: plan.dispatchRuns)
    progress("allocations")
    let allocations = try AllocationBenchmark.measure(sessions: plan.allocationSessions)
    progress("the runtime's store")
    let store = await StoreBenchmark.measure(
        events: plan.storeEvents, runs: plan.storeRuns, roundTrips: plan.storeRoundTrips, refreshes: plan.storeRefreshes)

    progress("language server edits and format")
    let editor = try EditorBenchmark.measure(rows: plan.editorRows, formatStates: plan.formatStates, runs: plan.generatorRuns)

    var generatorFigures: [GeneratorFigures] = []
    for states in plan.generatorSizes {
        progress("generator, \(states) states")
        generatorFigures.append(try GeneratorThroughput.measure(SyntheticSpec(stateCount: states), runs: plan.generatorRuns))
    }
    let processes = try generators.map { tool in
        progress("\(tool.name) generate as a process, \(plan.processSize) states")
        return try GeneratorProcess.measure(SyntheticSpec(stateCount: plan.processSize), tool: tool, in: scratch, runs: plan.processRuns)
    }
    var compileFigures: [CompileFigures] = []
    for states in plan.compileSizes {
        progress("swiftc on the generated machine, \(states) states")
        compileFigures.append(
            try CompileCost.measure(SyntheticSpec(stateCount: states), swiftc: swiftc, in: scratch, runs: plan.compileRuns))
    }
    let shapes = try CompilerShapes.measure(sizes: plan.shapeSizes, swiftc: swiftc, in: scratch)
    var firstBuild: FirstBuildFigures?
    if plan.measuresFirstBuild, let swift = ChildProcess.onPath("swift") {
        progress("clean swift build of a user package, with the plugin and with the machine checked in")
        firstBuild = try FirstBuild.measure(swift: swift, in: scratch)
    }
    let report = BenchmarkReport(
        host: .current(swiftc: swiftc), smoke: plan.isSmoke, generator: generatorFigures, generatorProcesses: processes,
        compile: compileFigures, shapes: shapes, firstBuild: firstBuild, dispatch: dispatch, regionDispatch: regionDispatch,
        allocations: allocations, editor: editor,
        store: store,
        // A smoke run's figures are too small to judge anything by.
        targets: plan.isSmoke
            ? []
            : BenchmarkReport.targets(
                generator: generatorFigures, processes: processes, compile: compileFigures, dispatch: dispatch,
                regionDispatch: regionDispatch, allocations: allocations, editor: editor, store: store))
    print(MarkdownReport(report: report).text, terminator: "")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let jsonURL = URL(fileURLWithPath: jsonPath)
    try FileManager.default.createDirectory(at: jsonURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(report).write(to: jsonURL, options: .atomic)
    progress("figures written to \(jsonPath)")
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == AllocationBenchmark.childArgument {
        try AllocationBenchmark.countInThisProcess(sessions: arguments.dropFirst().first.flatMap { Int($0) } ?? 1)
        exit(0)
    }
    let options = try BenchmarkOptions(arguments)
    if options.wantsHelp {
        print(BenchmarkOptions.usage, terminator: "")
        exit(0)
    }
    if let states = options.printedSpecStates {
        print(SyntheticSpec(stateCount: states).text, terminator: "")
        exit(0)
    }
    if let regions = options.printedSpecRegions {
        print(RegionSyntheticSpec(regionCount: regions).text, terminator: "")
        exit(0)
    }
    try await runBenchmark(options.plan, jsonPath: options.jsonPath)
} catch let error as BenchmarkOptions.UsageError {
    FileHandle.standardError.write(Data("statemachine-bench: \(error)\n\(BenchmarkOptions.usage)".utf8))
    exit(64)
} catch {
    progress("error: \(error)")
    exit(1)
}

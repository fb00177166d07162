import Foundation

/// Heap allocations per event of each reducer, split by whether the step emitted effects:
/// an effect-free step must not allocate; an effect-emitting one allocates its effect array.
struct AllocationFigures: Codable {
    struct Split: Codable {
        let effectFreeEvents: Int
        let effectFreeAllocations: Int
        let effectEmittingEvents: Int
        let effectEmittingAllocations: Int
        let effectFreePerEvent: Double
        let effectEmittingPerEvent: Double

        init(effectFreeEvents: Int, effectFreeAllocations: Int, effectEmittingEvents: Int, effectEmittingAllocations: Int) {
            self.effectFreeEvents = effectFreeEvents
            self.effectFreeAllocations = effectFreeAllocations
            self.effectEmittingEvents = effectEmittingEvents
            self.effectEmittingAllocations = effectEmittingAllocations
            effectFreePerEvent = Double(effectFreeAllocations) / Double(max(1, effectFreeEvents))
            effectEmittingPerEvent = Double(effectEmittingAllocations) / Double(max(1, effectEmittingEvents))
        }
    }

    /// Allocations counted for one known allocation: 1 when the counter works.
    let calibration: Int
    let generated: Split
    let handWritten: Split
    /// The article list, a machine with two regions, on its own event stream.
    let regionGenerated: Split
    let regionHandWritten: Split
}

enum AllocationBenchmark {
    /// The hidden argument that makes this executable the counting child.
    static let childArgument = "--count-allocations"

    /// Runs the count in a child process started with every allocation made visible.
    static func measure(sessions: Int) throws -> AllocationFigures {
        guard let executable = Bundle.main.executableURL else {
            throw ChildProcess.Failure(description: "cannot find this executable to count allocations in a child")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [childArgument, String(sessions)]
        process.environment = ProcessInfo.processInfo.environment.merging([AllocationCounter.environmentKey: "0"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ChildProcess.Failure(description: "the allocation-counting child exited with \(process.terminationStatus)")
        }
        return try JSONDecoder().decode(AllocationFigures.self, from: data)
    }

    /// The child's side: counts over a fresh stream and prints the figures as JSON.
    static func countInThisProcess(sessions: Int) throws {
        guard AllocationCounter.isActive else {
            throw ChildProcess.Failure(description: "\(AllocationCounter.environmentKey)=0 is not set; allocations would be invisible")
        }
        let stream = CheckoutEventStream(sessions: sessions)
        // Once through each first, so one-time work (metadata, lazy globals) is not counted.
        _ = split(GeneratedReducer.self, stream)
        _ = split(HandWrittenReducer.self, stream)
        let regions = RegionAllocationCount.splits(sessions: sessions)
        let figures = AllocationFigures(
            calibration: AllocationCounter.calibrate(),
            generated: split(GeneratedReducer.self, stream), handWritten: split(HandWrittenReducer.self, stream),
            regionGenerated: regions.generated, regionHandWritten: regions.handWritten)
        FileHandle.standardOutput.write(try JSONEncoder().encode(figures))
    }

    /// Reads the counter between steps: the driving loop itself never allocates, so what
    /// a step made is what its reducer call made.
    private static func split<Reducer: CheckoutReducer>(_: Reducer.Type, _ stream: CheckoutEventStream) -> AllocationFigures.Split {
        var freeEvents = 0
        var freeAllocations = 0
        var emittingEvents = 0
        var emittingAllocations = 0
        var last = AllocationCounter.faults()
        stream.drive(Reducer.self) { _, outcome, _ in
            let made = AllocationCounter.faults() - last
            if Reducer.emitsEffects(outcome) {
                emittingEvents += 1
                emittingAllocations += made
            } else {
                freeEvents += 1
                freeAllocations += made
            }
            last = AllocationCounter.faults()
        }
        return .init(
            effectFreeEvents: freeEvents, effectFreeAllocations: freeAllocations,
            effectEmittingEvents: emittingEvents, effectEmittingAllocations: emittingAllocations)
    }
}

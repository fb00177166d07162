/// Replays a recorded trace on a spec with the reference interpreter, from the state the trace
/// starts in, and finds the first step whose outcome, effects or state differ from the recording.
public struct TraceReplay {
    let machine: Machine
    let interpreter: Interpreter
    var mapping = TraceValueMapping()
    /// Region names in declaration order; `state` alone for a machine without regions.
    let regions: [String]

    /// Replays `trace` on `machine`, from the trace's start state and context.
    public static func replay(_ trace: Trace, on machine: Machine) -> TraceReplayResult {
        var replay = TraceReplay(machine: machine)
        return replay.run(trace)
    }

    init(machine: Machine) {
        self.machine = machine
        interpreter = Interpreter(machine)
        regions = machine.hasRegions ? machine.regions.indices.map(machine.regionName) : ["state"]
    }

    private mutating func run(_ trace: Trace) -> TraceReplayResult {
        func unreplayable(_ step: Trace.Step?, _ problem: Unreplayable, recorded: String) -> TraceReplayResult {
            .differs(
                TraceDifference(
                    step: step?.number ?? 0, line: step?.line ?? 1, input: step?.input, aspects: ["what it accepts"],
                    recorded: recorded, replayed: problem.message, standIns: []))
        }
        var states: [RuntimeCase]
        var context: [RuntimeValue]
        do {
            states = try self.states(trace.start).get()
            context = try self.context(trace.start.context ?? [:]).get()
        } catch {
            return unreplayable(nil, error, recorded: stateText(trace.start))
        }
        for step in trace.steps {
            mapping.standIns = []
            let input: ReplayInput
            do {
                if let changed = step.after.context { context = try self.context(changed).get() }
                input = try self.input(step.input).get()
            } catch {
                return unreplayable(step, error, recorded: step.input.text)
            }
            let replayed: ReplayedStep
            do {
                replayed = try self.step(states, input, context)
            } catch {
                return unreplayable(step, Unreplayable(message: "traps: \(error)"), recorded: step.outcome)
            }
            if let difference = compare(step, replayed) { return .differs(difference) }
            states = replayed.states
        }
        return .agrees(steps: trace.steps.count)
    }

    /// The outcome, effects and states one input leads to.
    struct ReplayedStep {
        let outcome: RuntimeOutcome
        let states: [RuntimeCase]
    }

    enum ReplayInput {
        case event(RuntimeCase)
        case timer(Int)
    }

    private func step(_ states: [RuntimeCase], _ input: ReplayInput, _ context: [RuntimeValue]) throws(Overflow) -> ReplayedStep {
        let step: Interpreter.RegionStep =
            switch input {
            case .event(let event): try interpreter.step(from: states, on: event, context: context)
            case .timer(let timer): try interpreter.step(from: states, after: timer, context: context)
            }
        return ReplayedStep(outcome: step.outcome, states: step.states)
    }
}

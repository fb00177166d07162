/// The report as Markdown tables, ready to paste into the README's Performance section.
struct MarkdownReport {
    let report: BenchmarkReport

    var text: String {
        [machine, generator, editor, compile, dispatch, allocations, store, targets].joined(separator: "\n")
    }

    private var machine: String {
        let host = report.host
        let kind = report.smoke ? " (smoke run: smallest sizes only, figures not meaningful)" : ""
        return "Measured on \(host.processor), \(host.cores) cores, \(host.swiftVersion), \(host.operatingSystem)\(kind).\n"
    }

    private var generator: String {
        var lines = [
            "**Generator throughput** (in process, best of several runs)\n",
            "| States | Spec | Swift out | Parse | Check | Emit | Total | Spec MB/s | Emit MB/s |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for figures in report.generator {
            lines.append("| \(Format.count(figures.states)) | \(Format.kilobytes(figures.specBytes)) | \(Format.kilobytes(figures.swiftBytes)) "
                + "| \(Format.milliseconds(figures.parseSeconds)) | \(Format.milliseconds(figures.checkSeconds)) "
                + "| \(Format.milliseconds(figures.emitSeconds)) | \(Format.milliseconds(figures.totalSeconds)) "
                + "| \(Format.rate(figures.specMegabytesPerSecond)) | \(Format.rate(figures.swiftMegabytesPerSecond)) |")
        }
        let process = report.generatorProcess
        lines.append("")
        lines.append("`statemachine-gen generate` as a process, \(Format.count(process.states)) states, reading the spec "
            + "and writing the Swift file: **\(Format.milliseconds(process.seconds))** (best of several runs).\n")
        return lines.joined(separator: "\n")
    }

    private var editor: String {
        let figures = report.editor
        var lines = [
            "**Editing** (language server in process: `didChange` message in, `publishDiagnostics` message out, whole spec re-checked)\n",
            "| Rows | Spec | Median | Best |",
            "|---:|---:|---:|---:|",
        ]
        for latency in figures.latencies {
            lines.append("| \(Format.count(latency.rows)) | \(Format.kilobytes(latency.specBytes)) "
                + "| \(Format.milliseconds(latency.medianSeconds)) | \(Format.milliseconds(latency.bestSeconds)) |")
        }
        let generate = report.generator.first { $0.states == figures.formatStates }.map { ", beside its in-process generate (parse, check, emit): \(Format.milliseconds($0.totalSeconds))" } ?? ""
        lines.append("")
        lines.append("`format` of the \(Format.count(figures.formatStates))-state spec, in process: **\(Format.milliseconds(figures.formatSeconds))**\(generate).\n")
        return lines.joined(separator: "\n")
    }

    private var compile: String {
        var lines = [
            "**Compile cost of the generated code** (one `swiftc` process each, Swift 6 mode, `-warnings-as-errors`)\n",
            "| States | Generated lines | `swiftc -typecheck` | `swiftc -c -O` |",
            "|---:|---:|---:|---:|",
        ]
        for figures in report.compile {
            lines.append("| \(Format.count(figures.states)) | \(Format.count(figures.swiftLines)) "
                + "| \(Format.seconds(figures.typecheckSeconds)) | \(Format.seconds(figures.optimizedSeconds)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var dispatch: String {
        let figures = report.dispatch
        let mix = figures.outcomes
        return """
            **Reducer dispatch** (checkout.sm, \(Format.count(figures.events)) events in sessions of \(CheckoutEventStream.sessionLength), \
            best of several runs; both reducers agree on every outcome and state)

            | Reducer | ns/event |
            |---|---:|
            | \(figures.generated.name) | \(Format.nanoseconds(figures.generated.nanosecondsPerEvent)) |
            | \(figures.handWritten.name) | \(Format.nanoseconds(figures.handWritten.nanosecondsPerEvent)) |

            Generated vs hand-written: \(Format.percent(figures.generatedOverheadPercent)). \
            Stream: \(Format.count(mix.transitionedWithEffects)) transitions with effects, \
            \(Format.count(mix.transitionedWithoutEffects)) without, \(Format.count(mix.ignored)) ignored, \
            \(Format.count(mix.rejected)) rejected (stale or guard failed), \(Format.count(mix.unhandled)) unhandled.

            """
    }

    private var allocations: String {
        func row(_ name: String, _ split: AllocationFigures.Split) -> String {
            "| \(name) | \(Format.count(split.effectFreeEvents)) | \(Format.perEvent(split.effectFreePerEvent)) "
                + "| \(Format.count(split.effectEmittingEvents)) | \(Format.perEvent(split.effectEmittingPerEvent)) |"
        }
        return """
            **Heap allocations per event** (in a child process where glibc serves every `malloc` with `mmap` \
            (`MALLOC_MMAP_THRESHOLD_=0`), page faults counted around every call; one known allocation counts \
            \(report.allocations.calibration))

            | Reducer | Effect-free events | Allocations/event | Effect-emitting events | Allocations/event |
            |---|---:|---:|---:|---:|
            \(row(report.dispatch.generated.name, report.allocations.generated))
            \(row(report.dispatch.handWritten.name, report.allocations.handWritten))

            """
    }

    private var store: String {
        let figures = report.store
        let send = figures.send
        let trip = figures.roundTrip
        let throughput = figures.throughput
        return """
            **The runtime's store** (`MachineStore`, medians of \(send.runs) runs; the main actor idle between samples)

            | Measure | Figure |
            |---|---:|
            | `Favorite.reduce`, effect-free events (\(Format.count(send.events))), ns/event | \(Format.nanoseconds(send.reduceNanosecondsPerEvent)) |
            | `MachineStore.send`, same events, ns/event | \(Format.nanoseconds(send.storeNanosecondsPerEvent)) |
            | store / reducer | \(Format.ratio(send.storeOverReduce)) |
            | effect's `await send(event)` until the reducer applied it on the main actor, median / p99 | \(Format.microseconds(trip.toReducerMedianMicroseconds)) / \(Format.microseconds(trip.toReducerP99Microseconds)) |
            | … and back in the background task, median / p99 | \(Format.microseconds(trip.andBackMedianMicroseconds)) / \(Format.microseconds(trip.andBackP99Microseconds)) |
            | events/s, one effect task per `refresh` (\(Format.count(throughput.refreshes)) refreshes + their answers) | \(Format.count(Int(throughput.eventsPerSecond))) |
            | effect tasks/s, same run | \(Format.count(Int(throughput.effectsPerSecond))) |

            Round trip: \(Format.count(trip.samples)) samples, one effect in flight at a time.

            """
    }

    private var targets: String {
        guard !report.smoke else { return "**Targets**: not judged in a smoke run.\n" }
        var lines = ["**Targets**\n", "| Target | Measured | Holds |", "|---|---|---|"]
        for check in report.targets {
            lines.append("| \(check.target) | \(check.measured) | \(check.holds ? "yes" : "**no**") |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

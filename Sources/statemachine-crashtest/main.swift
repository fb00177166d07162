import Foundation
import SeededRandom
import StateMachineRuntime

/// `statemachine-crashtest`: see `CrashTestOptions.usage`.
@MainActor func crashTest() async -> Int32 {
    let options: CrashTestOptions
    do { options = try CrashTestOptions(arguments: Array(CommandLine.arguments.dropFirst())) } catch {
        FileHandle.standardError.write(Data("statemachine-crashtest: \(error)\n\n\(CrashTestOptions.usage)\n".utf8))
        return 64
    }
    if options.showsHelp {
        FileHandle.standardOutput.write(Data("\(CrashTestOptions.usage)\n".utf8))
        return 0
    }
    if let folder = options.childFolder {
        let flow = CheckoutFlow(
            folder: folder, seed: options.seed, operations: options.operationCount, crashPoints: CrashPointTrap(kill: options.crashAt))
        do {
            try await flow.run()
            return 0
        } catch {
            FileHandle.standardError.write(Data("app: \(error)\n".utf8))
            return 3
        }
    }
    return runParent(options)
}

func runParent(_ options: CrashTestOptions) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let started = Date()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statemachine-crashtest-\(options.seed)-\(getpid())")
    var random = SplitMix64(seed: options.seed)
    let kills = Kill.plan(count: options.kills, random: &random)
    let run = CrashRun(options: options, folder: folder)
    do {
        let reference = try run.run(named: "crash-free", kills: [])
        let crashed = try run.run(named: "crashing", kills: kills)
        let verdict = Verdict(crashed: crashed, reference: reference, checkouts: options.operationCount)
        let sites = crashed.killsBySite.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("kills by site: \(sites)")
        print(String(format: "time: %.1f s (seed %llu)", Date().timeIntervalSince(started), options.seed))
        if !verdict.finalStatesMatch { print("final states differ from the crash-free run's") }
        if verdict.keysChanged > 0 { print("\(verdict.keysChanged) operations reached the server with a new idempotency key") }
        print(verdict.lastLine)
        if verdict.passed {
            try? FileManager.default.removeItem(at: folder)
        } else {
            print("journals and server logs kept in \(folder.path)")
        }
        return verdict.passed ? 0 : 1
    } catch {
        print("statemachine-crashtest: \(error)")
        return 1
    }
}

exit(await crashTest())

import Foundation
import SeededRandom

/// The parent: a crash-free run for reference, then the same flow killed at every planned
/// point and restarted until it completes, both against a fresh fake server.
struct CrashRun {
    struct Result {
        let server: FakeServer
        let finalStates: [String]
        let appliedLog: String
        /// How many kills landed at each site.
        let killsBySite: [String: Int]
        var kills: Int { killsBySite.values.reduce(0, +) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let options: CrashTestOptions
    let folder: URL

    /// Checkouts whose first answer the server loses, sending the app through reconciliation.
    func losesFirstAnswer(_ checkout: Int) -> Bool { checkout % 3 == 1 }

    func run(named name: String, kills: [Kill]) throws -> Result {
        let runFolder = folder.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
        let server = try FakeServer(logURL: runFolder.appendingPathComponent("server.log"), losesFirstAnswer: losesFirstAnswer)
        let session = ChildSession(folder: runFolder, seed: options.seed, operations: options.operationCount)
        var killsBySite: [String: Int] = [:]
        for (number, kill) in zip(1..., kills) {
            switch try session.run(kill: kill, server: server) {
            case .killed: killsBySite[kill.site, default: 0] += 1
            case .finished:
                // Every later session would find no work left either: the run could not keep its count.
                throw Failure(
                    description: "\(name): kill \(number) of \(kills.count) (\(kill.site)) did not land: the app finished its "
                        + "\(options.operationCount) checkouts first; run with more --operations")
            case .failed(let reason): throw Failure(description: "\(name), kill at \(kill): \(reason)")
            }
        }
        switch try session.run(kill: nil, server: server) {
        case .finished(let finalStates):
            let applied = (try? String(contentsOf: runFolder.appendingPathComponent("applied.log"), encoding: .utf8)) ?? ""
            return Result(server: server, finalStates: finalStates, appliedLog: applied, killsBySite: killsBySite)
        case .killed: throw Failure(description: "\(name): the last, unkilled session died")
        case .failed(let reason): throw Failure(description: "\(name), last session: \(reason)")
        }
    }
}

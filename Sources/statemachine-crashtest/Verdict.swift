/// What the crash run did compared with the crash-free one, as the last line reports it.
struct Verdict {
    let kills: Int
    let operations: Int
    let lost: [Int]
    let appliedTwice: [Int]
    /// Operations whose requests reached the server with more than one idempotency key.
    let keysChanged: Int
    let reperformed: Int
    let finalStatesMatch: Bool

    var passed: Bool { lost.isEmpty && appliedTwice.isEmpty && keysChanged == 0 && finalStatesMatch }

    var lastLine: String {
        "crashtest: \(kills) kills, \(operations) operations, \(lost.count) lost, \(appliedTwice.count) applied twice, \(reperformed) re-performed"
    }

    init(crashed: CrashRun.Result, reference: CrashRun.Result, checkouts: Int) {
        kills = crashed.kills
        let requests = crashed.server.requests
        let keys = Set(requests.map(\.idempotencyKey))
        operations = keys.count
        reperformed = requests.count - keys.count
        let keysPerOperation = Dictionary(grouping: requests) { "\($0.kind) \($0.operationID)" }.mapValues { Set($0.map(\.idempotencyKey)) }
        keysChanged = keysPerOperation.values.filter { $0.count > 1 }.count
        let appliedLines = crashed.appliedLog.split(separator: "\n").compactMap { Int($0) }
        appliedTwice = (0..<checkouts).filter { checkout in
            crashed.server.ordersByCheckout[checkout, default: []].count > 1 || appliedLines.filter { $0 == checkout }.count > 1
        }
        lost = (0..<checkouts).filter { checkout in
            guard let order = crashed.server.ordersByCheckout[checkout]?.first, checkout < crashed.finalStates.count else { return true }
            return crashed.finalStates[checkout] != "\(checkout) confirmed(orderID: \(order.uuidString))"
        }
        finalStatesMatch = crashed.finalStates == reference.finalStates
    }
}

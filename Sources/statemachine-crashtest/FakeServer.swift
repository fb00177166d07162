import Foundation

/// The order service, in the parent so that it outlives every killed app: it honours
/// idempotency keys (a repeated key gets the first answer again, never a second order) and
/// records every request, with its key, in its own file.
final class FakeServer {
    private(set) var requests: [ServerRequest] = []
    private(set) var ordersByCheckout: [Int: [UUID]] = [:]
    /// What each key's operation did; a repeated key is answered with it.
    private var results: [String: ServerAnswer] = [:]
    private var orderByOperation: [UUID: UUID] = [:]
    private let log: FileHandle
    /// Checkouts whose first submit is performed but answered `unknown`, as a timeout would.
    private let losesFirstAnswer: (Int) -> Bool

    init(logURL: URL, losesFirstAnswer: @escaping (Int) -> Bool) throws {
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        log = try FileHandle(forWritingTo: logURL)
        self.losesFirstAnswer = losesFirstAnswer
    }

    func answer(_ request: ServerRequest) throws -> ServerAnswer {
        requests.append(request)
        try log.write(contentsOf: Data((request.line + "\n").utf8))
        try log.synchronize()
        if let result = results[request.idempotencyKey] { return result }
        switch request.kind {
        case .submit:
            let order = Self.order(checkout: request.checkout, number: ordersByCheckout[request.checkout, default: []].count)
            ordersByCheckout[request.checkout, default: []].append(order)
            orderByOperation[request.operationID] = order
            results[request.idempotencyKey] = .accepted(order: order)
            return losesFirstAnswer(request.checkout) ? .unknown : .accepted(order: order)
        case .reconcile:
            let result = orderByOperation[request.operationID].map { ServerAnswer.found(order: $0) } ?? .notFound
            results[request.idempotencyKey] = result
            return result
        }
    }

    /// The n-th order the server ever created for a checkout: the same in every run, so that a
    /// crash-free run and a crashing one can be compared, and a second order shows as a new ID.
    static func order(checkout: Int, number: Int) -> UUID {
        let checkoutBytes = (0..<4).map { UInt8(truncatingIfNeeded: checkout >> (8 * (3 - $0))) }
        let numberBytes = (0..<2).map { UInt8(truncatingIfNeeded: number >> (8 * (1 - $0))) }
        return UUID(
            uuid: (
                0x0D, 0xE7, 0, 0, 0, 0, 0x40, 0, 0x80, 0, checkoutBytes[0], checkoutBytes[1], checkoutBytes[2], checkoutBytes[3],
                numberBytes[0], numberBytes[1]
            ))
    }
}

import Foundation

/// What the app (the child) asks the fake server (the parent), one line each, tagged so that
/// answers find their request when several effects are in flight.
struct ServerRequest: Equatable {
    enum Kind: String { case submit, reconcile }

    let tag: Int
    let kind: Kind
    let checkout: Int
    let operationID: UUID
    let idempotencyKey: String

    var line: String { "\(tag) \(kind.rawValue) \(checkout) \(operationID.uuidString) \(idempotencyKey)" }

    init(tag: Int, kind: Kind, checkout: Int, operationID: UUID, idempotencyKey: String) {
        self.tag = tag
        self.kind = kind
        self.checkout = checkout
        self.operationID = operationID
        self.idempotencyKey = idempotencyKey
    }

    init?(line: Substring) {
        let words = line.split(separator: " ").map(String.init)
        guard words.count == 5, let tag = Int(words[0]), let kind = Kind(rawValue: words[1]), let checkout = Int(words[2]),
            let operationID = UUID(uuidString: words[3])
        else { return nil }
        self.init(tag: tag, kind: kind, checkout: checkout, operationID: operationID, idempotencyKey: words[4])
    }
}

/// The fake server's answer to one request.
enum ServerAnswer: Equatable {
    case accepted(order: UUID)
    /// The order was created but the answer was lost (a timeout): the app must reconcile.
    case unknown
    case found(order: UUID)
    case notFound

    func line(tag: Int) -> String {
        switch self {
        case .accepted(let order): "\(tag) accepted \(order.uuidString)"
        case .unknown: "\(tag) unknown"
        case .found(let order): "\(tag) found \(order.uuidString)"
        case .notFound: "\(tag) notFound"
        }
    }

    /// The answer and the tag of the request it answers.
    static func parse(_ line: Substring) -> (tag: Int, answer: ServerAnswer)? {
        let words = line.split(separator: " ")
        guard words.count >= 2, let tag = Int(words[0]) else { return nil }
        let order = words.count == 3 ? UUID(uuidString: String(words[2])) : nil
        switch (words[1], order) {
        case ("accepted", let order?): return (tag, .accepted(order: order))
        case ("unknown", nil): return (tag, .unknown)
        case ("found", let order?): return (tag, .found(order: order))
        case ("notFound", nil): return (tag, .notFound)
        default: return nil
        }
    }
}

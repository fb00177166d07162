import Foundation

/// The identity of one performance of a durable effect, recorded with it and handed to its
/// handler again when a restart re-performs it.
///
/// Send `idempotencyKey` with the request (an `Idempotency-Key` header, say): a server that
/// already performed the operation answers with its first result instead of performing it
/// twice, which makes re-performing after a crash safe.
public struct DurableOperation: Codable, Equatable, Hashable, Sendable {
    /// Names the operation's records in the journal.
    public let id: UUID
    /// Sent with every attempt of the operation, the first and any re-performed one. For an
    /// effect declared `durable(label)`, the value of that payload field (`DurableStateMachine.idempotencyKey(of:)`).
    public let idempotencyKey: String
    /// When the operation was first recorded; its age is measured from here.
    public let createdAt: Date

    /// A new operation; its idempotency key defaults to its ID's text.
    public init(id: UUID = UUID(), idempotencyKey: String? = nil, createdAt: Date = Date()) {
        self.id = id
        self.idempotencyKey = idempotencyKey ?? id.uuidString
        self.createdAt = createdAt
    }

    /// The operation whose durable effect the current task performs; nil in other effects.
    @TaskLocal public static var current: DurableOperation?
}

/// A durable effect recorded as started and not yet completed.
public struct PendingEffect<Machine: DurableStateMachine>: Equatable, Sendable {
    /// The operation the effect was started as; a re-performance keeps its idempotency key.
    public let operation: DurableOperation
    /// The effect exactly as the reducer returned it: re-performing it sends the original arguments.
    public let effect: Machine.Effect

    /// A pending effect from its parts.
    public init(operation: DurableOperation, effect: Machine.Effect) {
        self.operation = operation
        self.effect = effect
    }
}

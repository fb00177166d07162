@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension MachineStore.Send {
    /// Performs `work` and sends what it came to: `success(value)` when it returns,
    /// `failure(error)` when it throws (nothing when that is nil), and nothing when it threw
    /// because the effect was cancelled (its task is cancelled, or it threw `CancellationError`):
    /// the store cancelled it because nobody waits for its answer any more.
    ///
    /// ```swift
    /// case .save(let operationID, let desired):
    ///     await send(
    ///         performing: { try await api.setFavorite(desired, operationID: operationID) },
    ///         success: { .saved(operationID: operationID, value: $0) },
    ///         failure: { $0 is Rejection ? .rejected(operationID: operationID) : .outcomeUnknown(operationID: operationID) })
    /// ```
    public func callAsFunction<Value>(
        performing work: () async throws -> Value,
        success: (Value) -> Machine.Event,
        failure: (any Error) -> Machine.Event?
    ) async {
        let event: Machine.Event?
        do {
            event = success(try await work())
        } catch {
            event = Task.isCancelled || error is CancellationError ? nil : failure(error)
        }
        if let event { await self(event) }
    }
}

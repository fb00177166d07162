import ExampleMachines
import Foundation
import StateMachineRuntime

/// A fake order service for the checkout's crash story: honours idempotency keys and records
/// every request's key. `answering: false` performs the order but never answers, as when the
/// app dies after the server succeeded and before the app applied the answer.
@MainActor final class OrderServer {
    private(set) var keys: [String] = []
    private(set) var orders: [String: UUID] = [:]
    private var arrivals: [(count: Int, resume: CheckedContinuation<Void, Never>)] = []

    func handler(answering: Bool) -> MachineStore<Checkout>.EffectHandler {
        { [self] effect, send in
            guard case .submit(_, _, let operationID) = effect else { return }
            let key = DurableOperation.current?.idempotencyKey ?? "none"
            let order = await submit(key: key)
            guard answering else {
                // Never answers; ends only when its task is cancelled.
                try? await Task.sleep(for: .seconds(86_400))
                return
            }
            await send(.submitAccepted(operationID: operationID, orderID: order))
        }
    }

    /// Returns once `count` requests have arrived.
    func requestsArrived(_ count: Int) async {
        guard keys.count < count else { return }
        await withCheckedContinuation { arrivals.append((count, $0)) }
    }

    private func submit(key: String) -> UUID {
        keys.append(key)
        let order = orders[key] ?? UUID.sample(UInt8(0xA0 + orders.count))
        orders[key] = order
        let ready = arrivals.filter { $0.count <= keys.count }
        arrivals.removeAll { $0.count <= keys.count }
        for arrival in ready { arrival.resume.resume() }
        return order
    }
}

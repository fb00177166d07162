import ExampleMachines
import Foundation
import StateMachineRuntime

// The app code of the runtime catalog's "Owning a machine in an app" and "Stores for lists"
// articles, compiled here because their SwiftUI view cannot compile on Linux: the view only
// reads `checkoutTitle(store.state)`, calls `store.send`, and `store.stop()` on disappear.
// Keep the three in step.

/// The server, as the app sees it. A timeout throws anything but `OrderError.rejected`.
protocol OrderRepository: Sendable {
    func submit(checkoutID: UUID, quoteRevision: Int, operationID: UUID) async throws -> UUID
    func findOrder(checkoutID: UUID, operationID: UUID) async throws -> UUID?
}

enum OrderError: Error {
    case rejected(String)
}

/// Performs checkout's effects with the repository and sends every result back as an event.
func checkoutEffects(_ repository: some OrderRepository) -> MachineStore<Checkout>.EffectHandler {
    { effect, send in
        switch effect {
        case .submit(let checkoutID, let quoteRevision, let operationID):
            do {
                let order = try await repository.submit(checkoutID: checkoutID, quoteRevision: quoteRevision, operationID: operationID)
                await send(.submitAccepted(operationID: operationID, orderID: order))
            } catch OrderError.rejected(let message) {
                await send(.submitRejected(operationID: operationID, message: message))
            } catch {
                // A timeout is not a failure: the order may exist. The machine reconciles.
                await send(.submitOutcomeUnknown(operationID: operationID))
            }
        case .reconcile(let checkoutID, let operationID):
            do {
                if let order = try await repository.findOrder(checkoutID: checkoutID, operationID: operationID) {
                    await send(.reconciliationFound(operationID: operationID, orderID: order))
                } else {
                    await send(.reconciliationNotFound(operationID: operationID))
                }
            } catch {
                // The lookup failed too: the machine stays in `reconciling` (checkout.sm has no
                // event for a failed lookup); retry here, with backoff, before giving up.
            }
        }
    }
}

/// A submit belongs to `submitting`: once the machine has left it, finishing it saves nothing.
func checkoutPolicy(_ effect: Checkout.Effect) -> EffectPolicy<Checkout> {
    switch effect {
    case .submit: .cancelOnExit
    case .reconcile: .runToCompletion
    }
}

/// What the view shows for each state.
func checkoutTitle(_ state: Checkout.State) -> String {
    switch state {
    case .draft: "Place order"
    case .submitting, .reconciling: "Placing order…"
    case .confirmed: "Order placed"
    case .rejected(let message): "Not placed: \(message)"
    }
}

@MainActor
func makeCheckoutStore(context: Checkout.Context, repository: some OrderRepository) -> MachineStore<Checkout> {
    MachineStore(state: .draft, context: context, policy: checkoutPolicy, effects: checkoutEffects(repository))
}

/// The favorites service, per item.
protocol FavoriteRepository: Sendable {
    /// The value the server stored, which may differ from the one asked for.
    func setFavorite(_ desired: Bool, itemID: String, operationID: UUID) async throws -> Bool
    func isFavorite(itemID: String) async throws -> Bool
}

enum FavoriteError: Error {
    case rejected
}

/// One row's handler: it knows its item, so its answers can only reach that row's store.
func favoriteEffects(for itemID: String, _ repository: some FavoriteRepository) -> MachineStore<Favorite>.EffectHandler {
    { effect, send in
        switch effect {
        case .save(let operationID, let desired):
            do {
                let value = try await repository.setFavorite(desired, itemID: itemID, operationID: operationID)
                await send(.saved(operationID: operationID, value: value))
            } catch FavoriteError.rejected {
                await send(.rejected(operationID: operationID))
            } catch {
                await send(.outcomeUnknown(operationID: operationID))
            }
        case .reload:
            if let value = try? await repository.isFavorite(itemID: itemID) { await send(.serverValueLoaded(value: value)) }
        }
    }
}

import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// The catalog's app code: the repository-backed handler end to end, and a late answer
/// after the user left, driven by the test with no sleeps.
@Suite @MainActor struct AppExampleTests {
    struct TimedOut: Error {}

    /// Creates the order but times out before answering; the lookup then finds it.
    struct TimingOutServer: OrderRepository {
        let order: UUID
        func submit(checkoutID: UUID, quoteRevision: Int, operationID: UUID) async throws -> UUID { throw TimedOut() }
        func findOrder(checkoutID: UUID, operationID: UUID) async throws -> UUID? { order }
    }

    let context = Checkout.Context(checkoutID: UUID.sample(0xC0), quoteRevision: 3, hasValidAddress: true)

    @Test func aTimedOutSubmitIsReconciledToTheOrderTheServerCreated() async {
        let order = UUID.sample(9)
        let store = makeCheckoutStore(context: context, repository: TimingOutServer(order: order))
        store.send(.submitTapped(operationID: UUID.sample(1)))
        #expect(checkoutTitle(store.state) == "Placing order…")
        await store.finish()
        #expect(store.state == .confirmed(orderID: order))
        #expect(checkoutTitle(store.state) == "Order placed")
        #expect(store.counts.unhandled == 0)
    }

    @Test func anAnswerAfterTheScreenWentAwayIsDroppedNotFatal() async {
        let server = EffectGate<Checkout>(honoursCancellation: false)
        let store = MachineStore<Checkout>(state: .draft, context: context, effects: server.handler)
        let operation = UUID.sample(1)
        store.send(.submitTapped(operationID: operation))
        store.stop()  // .onDisappear
        await server.release(
            .submit(checkoutID: context.checkoutID, quoteRevision: 3, operationID: operation),
            replying: [.submitAccepted(operationID: operation, orderID: UUID.sample(9))])
        #expect(store.state == .submitting(operationID: operation))
        #expect(store.counts.dropped == 1)
    }

    /// Stores what it is asked to, except for one item, where the server keeps `false`.
    struct FavoritesServer: FavoriteRepository {
        let stubborn: String
        func setFavorite(_ desired: Bool, itemID: String, operationID: UUID) async throws -> Bool { itemID == stubborn ? false : desired }
        func isFavorite(itemID: String) async throws -> Bool { false }
    }

    @Test func eachRowsHandlerAnswersOnlyItsOwnRow() async {
        let repository = FavoritesServer(stubborn: "B")
        let favorites = KeyedMachineStores<String, Favorite> { itemID in
            MachineStore(state: .idle(confirmed: false), effects: favoriteEffects(for: itemID, repository))
        }
        favorites["A"].send(.toggle(desired: true, operationID: UUID.sample(1)))
        favorites["B"].send(.toggle(desired: true, operationID: UUID.sample(1)))
        await favorites.finish()
        #expect(favorites["A"].state == .idle(confirmed: true))
        #expect(favorites["B"].state == .idle(confirmed: false))
    }
}

import ExampleMachines
import Foundation
import StateMachineRuntime
import Testing

/// The checkout example with `submit` durable: submit, the app dies after the server created
/// the order, the app relaunches, the same idempotency key — the spec's operation ID — reaches
/// the server, the order is confirmed once.
@Suite @MainActor struct CheckoutCrashStoryTests {
    let operation = UUID.sample(1)
    let context = Checkout.Context(checkoutID: UUID.sample(0xC0), quoteRevision: 7, hasValidAddress: true)

    func store(_ journal: MachineJournal<Checkout>, _ server: OrderServer, answering: Bool) throws -> MachineStore<Checkout> {
        try MachineStore<Checkout>(journal: journal, state: .draft, context: context, effects: server.handler(answering: answering))
    }

    func journal(_ folder: JournalFolder) -> MachineJournal<Checkout> {
        MachineJournal(folder: folder, instance: "checkout-1")
    }

    @Test func aSubmitInterruptedAfterTheServerAnsweredIsConfirmedOnceAfterRelaunch() async throws {
        let scratch = try ScratchFolder()
        let running = JournalFolder(root: scratch.url.appendingPathComponent("running"), account: "ana")
        let relaunched = JournalFolder(root: scratch.url.appendingPathComponent("relaunched"), account: "ana")
        let server = OrderServer()

        let firstLife = try store(journal(running), server, answering: false)
        firstLife.send(.submitTapped(operationID: operation))
        await server.requestsArrived(1)
        // The process dies here: what is on disk is all the next launch has.
        try FileManager.default.createDirectory(at: relaunched.url, withIntermediateDirectories: true)
        let journalName = running.journalURL(specIdentity: "Checkout", instance: "checkout-1").lastPathComponent
        try FileManager.default.copyItem(
            at: running.url.appendingPathComponent(journalName), to: relaunched.url.appendingPathComponent(journalName))
        firstLife.stop()
        await firstLife.finish()

        let secondJournal = journal(relaunched)
        let secondLife = try store(secondJournal, server, answering: true)
        #expect(secondLife.state == .submitting(operationID: operation), "restored before the answer arrives")
        await secondLife.finish()
        let order = try #require(server.orders.values.first)
        #expect(secondLife.state == .confirmed(orderID: order))
        #expect(server.keys.count == 2)
        #expect(Set(server.keys).count == 1, "the re-performed request carried the original idempotency key")
        #expect(server.keys == [operation.uuidString, operation.uuidString], "`durable(operationID)`: one identity for the operation")
        #expect(server.orders.count == 1, "one order")
        #expect(secondLife.durability.reperformed == 1)
        #expect(secondLife.durability.completed == 1)
        #expect(secondLife.pendingOperations.isEmpty)
        secondJournal.close()  // the second life ends

        let thirdLife = try store(journal(relaunched), server, answering: true)
        await thirdLife.finish()
        #expect(thirdLife.state == .confirmed(orderID: order))
        #expect(thirdLife.durability.reperformed == 0)
        #expect(server.keys.count == 2, "nothing left to re-perform")
    }
}

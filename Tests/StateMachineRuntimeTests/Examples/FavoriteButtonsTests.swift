import Foundation
import RuntimeTestMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// One account's fake favorites server: it stores a value once per idempotency key, and
/// answers after a second on the test clock.
final class FakeFavoriteServer: FavoriteService, @unchecked Sendable {
    let clock: TestClock
    private let lock = NSLock()
    private var stored: [String: Bool] = [:]
    private var performed: Set<String> = []
    /// Every key a save request carried, in order.
    private(set) var keys: [String] = []

    init(clock: TestClock) { self.clock = clock }

    func setFavorite(_ desired: Bool, articleID: String, idempotencyKey: String) async throws -> Bool {
        lock.withLock {
            keys.append(idempotencyKey)
            if performed.insert(idempotencyKey).inserted { stored[articleID] = desired }
        }
        try await clock.sleep(for: .seconds(1))
        return lock.withLock { stored[articleID] ?? false }
    }

    func isFavorite(articleID: String) async throws -> Bool {
        try await clock.sleep(for: .seconds(1))
        return lock.withLock { stored[articleID] ?? false }
    }
}

/// The favorite buttons on the test clock: an optimistic toggle, and a save the app ended
/// during, sent again under its own account when that account signs in again.
@Suite @MainActor struct FavoriteButtonsTests {
    let clock = TestClock()
    let ana: FakeFavoriteServer
    let bo: FakeFavoriteServer

    init() {
        (ana, bo) = (FakeFavoriteServer(clock: clock), FakeFavoriteServer(clock: clock))
    }

    func launch(_ journals: URL) -> FavoriteButtons {
        let (ana, bo) = (ana, bo)
        return FavoriteButtons(journals: journals, session: { $0 == "ana" ? ana : bo }, clock: clock)
    }

    @Test func aToggleShowsAtOnceAndIsConfirmedByTheServer() async throws {
        let scratch = try ScratchFolder()
        let app = launch(scratch.url)
        await failingInsteadOfHanging(clock) {
            app.toggle("a1", account: "ana")
            #expect(app.isFavorite("a1", account: "ana"))
            await clock.advance(by: .seconds(1))
            #expect(app.stores[.init(account: "ana", record: "a1")].state == .idle(confirmed: true))
            await app.stores.finish()
        }
    }

    @Test func aSaveTheAppEndedDuringIsSentAgainWhenItsAccountSignsInAgain() async throws {
        let scratch = try ScratchFolder()
        do {
            let app = launch(scratch.url)
            app.toggle("a1", account: "ana")
            app.stores.removeAll()  // the app ends before the answer
            await app.stores.finish()
        }
        let app = launch(scratch.url)
        await failingInsteadOfHanging(clock) {
            try? app.stores.resume(account: "bo")
            await clock.advance(by: .seconds(1))
            #expect(bo.keys.isEmpty, "nothing of Ana's reaches Bo's session")
            try? app.stores.resume(account: "ana")
            await clock.advance(by: .seconds(1))
            #expect(ana.keys.count == 2)
            #expect(Set(ana.keys).count == 1, "sent again with its first key")
            #expect(app.stores[.init(account: "ana", record: "a1")].state == .idle(confirmed: true))
            #expect(!app.isFavorite("a1", account: "bo"))
            await app.stores.finish()
        }
        let pending = try JournalFolder(root: scratch.url, account: "ana").instancesWithPendingOperations(of: FavoriteButton.self)
        #expect(pending.isEmpty)
        #expect(app.stores.unreadableJournals.isEmpty)
    }
}

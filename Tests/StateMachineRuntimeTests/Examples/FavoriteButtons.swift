import Foundation
import Observation
import RuntimeTestMachines
import StateMachineRuntime

// The favorite buttons of an article list, per account, as an app writes them: a save is
// durable, so one in flight when the app ends is sent again when its account signs in again;
// a journal the app's new version cannot read reaches `unreadable` instead of vanishing. The
// lines between the `glue` markers are the screen's glue (see ArticleListScreen.swift).

/// The favorites service of one account's session.
protocol FavoriteService: Sendable {
    /// The value the server stored; the same key twice is one operation.
    func setFavorite(_ desired: Bool, articleID: String, idempotencyKey: String) async throws -> Bool
    func isFavorite(articleID: String) async throws -> Bool
}

/// The server refused the change.
struct FavoriteRefused: Error {}

// glue: begin
@MainActor @Observable
final class FavoriteButtons {
    struct Key: Hashable, Sendable {
        let account: String
        let article: String
    }

    let journals: URL
    let stores: KeyedMachineStores<Key, FavoriteButton>
    /// Journals this version cannot read, kept on disk: shown or reported, never dropped.
    let unreadable: UnreadableJournals

    init(journals: URL, session: @escaping (String) -> any FavoriteService, clock: any Clock<Duration> = ContinuousClock()) {
        let unreadable = UnreadableJournals()
        (self.journals, self.unreadable) = (journals, unreadable)
        stores = KeyedMachineStores(
            makeStore: { key in
                try MachineStore(
                    journal: MachineJournal(folder: JournalFolder(root: journals, account: key.account), instance: key.article),
                    state: .idle(confirmed: false), context: (), clock: clock, effects: Self.effects(key.article, session(key.account)))
            },
            fallback: { key, error, pending in
                unreadable.found.append(.init(key: key, error: "\(error)", pending: pending))
                return MachineStore(state: .idle(confirmed: false), clock: clock, effects: Self.effects(key.article, session(key.account)))
            })
    }

    nonisolated static func effects(_ article: String, _ session: any FavoriteService) -> MachineStore<FavoriteButton>.EffectHandler {
        { effect, send in
            switch effect {
            case .save(let id, let desired):
                await send(
                    performing: { try await session.setFavorite(desired, articleID: article, idempotencyKey: id.uuidString) },
                    success: { .saved(operationID: id, value: $0) },
                    failure: { $0 is FavoriteRefused ? .rejected(operationID: id) : .outcomeUnknown(operationID: id) })
            case .reload:
                await send(
                    performing: { try await session.isFavorite(articleID: article) }, success: { .serverValueLoaded(value: $0) },
                    failure: { _ in nil })
            }
        }
    }

    func isFavorite(_ article: String, account: String) -> Bool {
        switch stores[Key(account: account, article: article)].state {
        case .idle(let confirmed), .syncing(let confirmed): confirmed
        case .saving(_, let desired, _): desired
        }
    }

    func toggle(_ article: String, account: String) {
        let desired = !isFavorite(article, account: account)
        stores[Key(account: account, article: article)].send(.toggle(desired: desired, operationID: UUID()))
    }

    /// Sends what the account left pending, before any screen asks for its articles.
    func signedIn(_ account: String) throws {
        let articles = try JournalFolder(root: journals, account: account).instancesWithPendingOperations(of: FavoriteButton.self)
        stores.resume(articles.map { Key(account: account, article: $0) })
    }
}
// glue: end

/// What the keyed stores' fallback received: a journal kept on disk, with its pending operations.
@MainActor @Observable
final class UnreadableJournals {
    struct Found {
        let key: FavoriteButtons.Key
        let error: String
        let pending: [StoredOperation]
    }

    var found: [Found] = []
}

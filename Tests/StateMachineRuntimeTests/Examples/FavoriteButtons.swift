import Foundation
import Observation
import RuntimeTestMachines
import StateMachineRuntime

// The favorite buttons of an article list, per account, as an app writes them: a save is
// durable, so one in flight when the app ends is sent again when its account signs in again;
// a journal the app's new version cannot read is listed in `stores.unreadableJournals`, with
// its pending operations, instead of vanishing. The lines between the `glue` markers are the
// screen's glue (see ArticleListScreen.swift). When an account signs in, the app calls
// `stores.resume(account:)`, which sends what the account left pending.

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
    let stores: KeyedMachineStores<AccountRecord, FavoriteButton>

    init(journals: URL, session: @escaping (String) -> any FavoriteService, clock: any Clock<Duration> = ContinuousClock()) {
        stores = KeyedMachineStores(journalsIn: journals, state: .idle(confirmed: false), context: (), clock: clock) { key in
            let (article, session) = (key.record, session(key.account))
            return { effect, send in
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
    }

    /// What the button shows: the value on its way to the server, else the confirmed one.
    func isFavorite(_ article: String, account: String) -> Bool {
        let state = stores[AccountRecord(account: account, record: article)].state
        return state.desired ?? state.confirmed ?? false
    }

    func toggle(_ article: String, account: String) {
        let desired = !isFavorite(article, account: account)
        stores[AccountRecord(account: account, record: article)].send(.toggle(desired: desired, operationID: UUID()))
    }
}
// glue: end

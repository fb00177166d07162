import Foundation
import StateMachineRuntime

/// A hand-written durable machine for the journal's tests: a note is saved by a durable
/// effect and logged by one that is not.
enum Ledger: DurableStateMachine {
    enum State: Equatable, Sendable, Codable {
        case idle
        case saving(note: String)
        case saved(note: String)
    }

    enum Event: Equatable, Sendable {
        case save(note: String)
        case saved
    }

    enum Effect: Equatable, Sendable, Codable {
        case store(note: String)
        case log(message: String)
    }

    struct Context: Equatable, Sendable, Codable {
        var owner: String
    }

    enum Outcome: MachineOutcome {
        case transitioned([Effect])
        case ignored

        var kind: OutcomeKind { self == .ignored ? .ignored : .transitioned }
        var effects: [Effect] {
            guard case .transitioned(let effects) = self else { return [] }
            return effects
        }
    }

    static let specIdentity = "Ledger"

    static func isDurable(_ effect: Effect) -> Bool {
        if case .store = effect { return true }
        return false
    }

    /// Saving resumes on entry: the store, and a log line that is not durable.
    static func entryEffects(of state: State, context: Context) -> [Effect] {
        guard case .saving(let note) = state else { return [] }
        return [.store(note: note), .log(message: "resumed")]
    }

    /// Saving watches the store while it lasts: an activity, started after the entry effects.
    static func scopes(of state: State, context: Context) -> [StateScope<Ledger>] {
        guard case .saving = state else { return [] }
        return [StateScope(name: "saving", kind: .state, activities: [.log(message: "watching")])]
    }

    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome {
        switch (state, event) {
        case (.idle, .save(let note)), (.saved, .save(let note)):
            state = .saving(note: note)
            return .transitioned([.store(note: note), .log(message: "saving")])
        case (.saving(let note), .saved):
            state = .saved(note: note)
            return .transitioned([])
        default:
            return .ignored
        }
    }
}

/// A fresh folder under the system's temporary directory, removed when the test ends.
struct ScratchFolder: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in the folder besides `journal` and its lock, sorted: what a repair moved or copied aside.
    func filesAside(of journal: URL) throws -> [String] {
        let own = [journal.lastPathComponent, journal.lastPathComponent + ".lock"]
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !own.contains($0) }.sorted()
    }
}

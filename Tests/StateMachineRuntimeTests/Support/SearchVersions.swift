import Foundation
import StateMachineRuntime

/// Versions of one search screen's durable machine, as its generated conformances would be
/// written for successive versions of its spec: each version's `persistedShapes` differs where
/// its persisted shapes do. Only what a journal reads matters here, so events do nothing.
enum SearchV1: DurableStateMachine {
    enum State: Equatable, Sendable, Codable {
        case idle
        case waiting(query: String)
    }
    enum Effect: Equatable, Sendable, Codable { case save(query: String) }
    struct Context: Equatable, Sendable, Codable { var owner: String }
    typealias Event = SearchEvent
    typealias Outcome = SearchOutcome<Effect>

    static let specIdentity = "Search"
    static let persistedShapes = "v1"
    static func isDurable(_ effect: Effect) -> Bool { true }
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome { SearchOutcome() }
}

/// Version 2: `save`'s payload label renamed from `query` to `text`.
enum SearchRenamedLabel: DurableStateMachine {
    typealias State = SearchV1.State
    enum Effect: Equatable, Sendable, Codable { case save(text: String) }
    typealias Context = SearchV1.Context
    typealias Event = SearchEvent
    typealias Outcome = SearchOutcome<Effect>

    static let specIdentity = "Search"
    static let persistedShapes = "v2-renamed-label"
    static func isDurable(_ effect: Effect) -> Bool { true }
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome { SearchOutcome() }
}

/// Version 2: the `waiting` state removed.
enum SearchRemovedCase: DurableStateMachine {
    enum State: Equatable, Sendable, Codable { case idle }
    typealias Effect = SearchV1.Effect
    typealias Context = SearchV1.Context
    typealias Event = SearchEvent
    typealias Outcome = SearchOutcome<Effect>

    static let specIdentity = "Search"
    static let persistedShapes = "v2-removed-case"
    static func isDurable(_ effect: Effect) -> Bool { true }
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome { SearchOutcome() }
}

/// Version 2: the context's `owner` is a number now.
enum SearchChangedType: DurableStateMachine {
    typealias State = SearchV1.State
    typealias Effect = SearchV1.Effect
    struct Context: Equatable, Sendable, Codable { var owner: Int }
    typealias Event = SearchEvent
    typealias Outcome = SearchOutcome<Effect>

    static let specIdentity = "Search"
    static let persistedShapes = "v2-changed-type"
    static func isDurable(_ effect: Effect) -> Bool { true }
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome { SearchOutcome() }
}

/// Version 2: a state `archived` added; every old record still decodes.
enum SearchAddedCase: DurableStateMachine {
    enum State: Equatable, Sendable, Codable {
        case idle
        case waiting(query: String)
        case archived(query: String)
    }
    typealias Effect = SearchV1.Effect
    typealias Context = SearchV1.Context
    typealias Event = SearchEvent
    typealias Outcome = SearchOutcome<Effect>

    static let specIdentity = "Search"
    static let persistedShapes = "v2-added-case"
    static func isDurable(_ effect: Effect) -> Bool { true }
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome { SearchOutcome() }
}

enum SearchEvent: Equatable, Sendable { case typed }

struct SearchOutcome<Effect: Equatable & Sendable>: MachineOutcome {
    var kind: OutcomeKind { .ignored }
    var effects: [Effect] { [] }
}

/// Version 2: the `waiting` state renamed `searching`; its journal's state record no longer decodes.
enum SearchRenamedState: DurableStateMachine {
    enum State: Equatable, Sendable, Codable {
        case idle
        case searching(query: String)
    }
    typealias Effect = SearchV1.Effect
    typealias Context = SearchV1.Context
    typealias Event = SearchEvent
    typealias Outcome = SearchOutcome<Effect>

    static let specIdentity = "Search"
    static let persistedShapes = "v2-renamed-state"
    static func isDurable(_ effect: Effect) -> Bool { true }
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome { SearchOutcome() }
}

import StateMachineRuntime

/// Two versions of a player's durable machine with regions, as their generated conformances
/// would be written: version 1 has the regions `playback` and `overlay`; version 2 merged
/// `overlay`'s states into `playback` and removed `overlay`. Only what a journal reads matters.
enum PlayerWithOverlay: DurableStateMachine {
    struct State: Equatable, Sendable, Codable {
        var playback: Playback
        var overlay: Overlay
    }
    enum Playback: Equatable, Sendable, Codable { case stopped, playing }
    enum Overlay: Equatable, Sendable, Codable { case hidden, shown }
    typealias Effect = PlayerEffect
    typealias Context = Void
    typealias Event = SearchEvent
    typealias Outcome = SearchOutcome<Effect>

    static let specIdentity = "Player"
    static let persistedShapes = "v1-two-regions"
    static func isDurable(_ effect: Effect) -> Bool { true }
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome { SearchOutcome() }
}

/// Version 2: `region playback = stopped, playing, hidden, shown`, no `overlay`.
enum PlayerMerged: DurableStateMachine {
    struct State: Equatable, Sendable, Codable { var playback: Playback }
    enum Playback: Equatable, Sendable, Codable { case stopped, playing, hidden, shown }
    typealias Effect = PlayerEffect
    typealias Context = Void
    typealias Event = SearchEvent
    typealias Outcome = SearchOutcome<Effect>

    static let specIdentity = "Player"
    static let persistedShapes = "v2-merged"
    static func isDurable(_ effect: Effect) -> Bool { true }
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome { SearchOutcome() }
}

enum PlayerEffect: Equatable, Sendable, Codable { case log(message: String) }

import StateMachineRuntime

/// A machine whose one timer takes its delay from the context, as a spec's `after` row with a
/// `Duration` field does: `waiting after context.delay -> rang`.
enum Alarm: StateMachine {
    enum State: Equatable, Sendable { case waiting, rang }
    enum Event: Equatable, Sendable { case reset }
    enum Effect: Equatable, Sendable { case none }
    enum Timer: Hashable, Sendable { case ring }

    struct Context: Sendable {
        var delay: Duration
    }

    enum Outcome: MachineOutcome {
        case transitioned, unhandled

        var kind: OutcomeKind { self == .transitioned ? .transitioned : .unhandled }
        var effects: [Effect] { [] }
    }

    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome {
        state = .waiting
        return .transitioned
    }

    static func reduce(_ state: inout State, after timer: Timer, context: Context) -> Outcome {
        guard state == .waiting else { return .unhandled }
        state = .rang
        return .transitioned
    }

    static func scopes(of state: State, context: Context) -> [StateScope<Alarm>] {
        guard state == .waiting else { return [] }
        return [StateScope(name: "waiting", kind: .state, timers: [.init(.ring, after: context.delay)])]
    }
}

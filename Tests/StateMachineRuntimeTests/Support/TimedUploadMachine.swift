import StateMachineRuntime

/// A machine with timers and activities, its conformance written by hand as the generator
/// writes it for this spec, so the store's handling of time is tested on its own:
///
/// ```
/// group busy = uploading, stalled
/// during busy / keepAwake
/// during uploading(file, _) / upload(file)
/// busy after 60s -> failed
/// uploading(file, _) after 5s -> stalled(file) / notifyStalled
/// stalled(file) after 10s [retriesAllowed] -> uploading(file, 0)
/// idle, done, failed on start(file) -> uploading(file, 0)
/// uploading(file, _) on progressed(p) becomes uploading(file, p)
/// uploading on finished -> done
/// uploading(file, _), stalled(file) on restart -> uploading(file, 0)
/// busy on cancel -> idle
/// ```
enum TimedUpload: StateMachine {
    enum State: Equatable, Sendable {
        case idle, done, failed
        case uploading(file: String, progress: Int)
        case stalled(file: String)

        var isBusy: Bool {
            switch self {
            case .uploading, .stalled: true
            case .idle, .done, .failed: false
            }
        }
    }

    enum Event: Equatable, Sendable {
        case start(file: String)
        case progressed(Int)
        case finished, restart, cancel
    }

    enum Effect: Equatable, Sendable {
        case upload(file: String)
        case keepAwake, notifyStalled
    }

    struct Context: Sendable {
        var retriesAllowed: Bool
    }

    enum Timer: Hashable, Sendable {
        case busyAfter60s, uploadingAfter5s, stalledAfter10s
    }

    enum Outcome: MachineOutcome {
        case transitioned(effects: [Effect])
        case updated, ignored, rejected, unhandled

        var kind: OutcomeKind {
            switch self {
            case .transitioned, .updated: .transitioned
            case .ignored: .ignored
            case .rejected: .rejected
            case .unhandled: .unhandled
            }
        }

        var effects: [Effect] {
            guard case .transitioned(let effects) = self else { return [] }
            return effects
        }

        var updatesInPlace: Bool { self == .updated }
    }

    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome {
        switch (state, event) {
        case (.idle, .start(let file)), (.done, .start(let file)), (.failed, .start(let file)):
            state = .uploading(file: file, progress: 0)
        case (.uploading(let file, _), .progressed(let progress)):
            state = .uploading(file: file, progress: progress)
            return .updated
        case (.uploading, .finished):
            state = .done
        case (.uploading(let file, _), .restart), (.stalled(let file), .restart):
            state = .uploading(file: file, progress: 0)
        case (.uploading, .cancel), (.stalled, .cancel):
            state = .idle
        default:
            return .unhandled
        }
        return .transitioned(effects: [])
    }

    static func reduce(_ state: inout State, after timer: Timer, context: Context) -> Outcome {
        switch (timer, state) {
        case (.busyAfter60s, .uploading), (.busyAfter60s, .stalled):
            state = .failed
            return .transitioned(effects: [])
        case (.uploadingAfter5s, .uploading(let file, _)):
            state = .stalled(file: file)
            return .transitioned(effects: [.notifyStalled])
        case (.stalledAfter10s, .stalled(let file)):
            guard context.retriesAllowed else { return .rejected }
            state = .uploading(file: file, progress: 0)
            return .transitioned(effects: [])
        default:
            return .unhandled
        }
    }

    static func scopes(of state: State, context: Context) -> [StateScope<TimedUpload>] {
        let busy = StateScope<TimedUpload>(
            name: "busy", kind: .group, timers: [.init(.busyAfter60s, after: .seconds(60))], activities: [.keepAwake])
        switch state {
        case .uploading(let file, _):
            return [
                busy,
                StateScope(
                    name: "uploading", kind: .state, timers: [.init(.uploadingAfter5s, after: .seconds(5))],
                    activities: [.upload(file: file)]),
            ]
        case .stalled:
            return [busy, StateScope(name: "stalled", kind: .state, timers: [.init(.stalledAfter10s, after: .seconds(10))])]
        case .idle, .done, .failed:
            return []
        }
    }
}

import StateMachineRuntime
import StateMachineRuntimeTesting

/// Runs a translated W3C SCXML test in a `MachineStore` on a `TestClock`, with the two event
/// queues of an SCXML processor around it, since the tests check their order.
///
/// Every effect of a W3C spec stands for an event the test raises or sends (`deliver` says
/// which). A raised event (`<raise>`) joins the internal queue, a sent one (`<send>`) the external
/// queue. After each step the runner applies internal events, oldest first, until none is left,
/// and only then the oldest external event: SCXML's macrostep. A delayed `<send>` is a timer of
/// the spec, whose step the clock takes when the test advances it.
@MainActor final class W3CRunner<Machine: StateMachine> {
    /// Where an effect's event goes.
    enum Delivery {
        /// `<raise>`: the internal queue, applied before any external event.
        case raise(Machine.Event)
        /// `<send>`: the external queue.
        case send(Machine.Event)
    }

    let clock = TestClock()
    private let store: MachineStore<Machine>
    private let deliver: (Machine.Effect) -> Delivery
    private var internalQueue: [Machine.Event] = []
    private var externalQueue: [Machine.Event] = []
    /// Whether the queues are being emptied; a step taken meanwhile only queues its events.
    private var applying = false

    /// Starts the machine in `state`: its start effects are delivered as a step's would be.
    init(from state: Machine.State, context: Machine.Context, deliver: @escaping (Machine.Effect) -> Delivery) {
        self.deliver = deliver
        // The store performs nothing itself: every effect is an event the runner delivers.
        store = MachineStore(state: state, context: context, clock: clock) { _, _ in }
        store.observer = { [weak self] record in self?.queue(record.outcome.effects) }
        // What the store performed when it started: the entry effects and those of the `always` rows it took.
        var started = state
        queue(Machine.start(&started, context: context))
    }

    var state: Machine.State { store.state }

    /// An event from outside the machine, on the external queue.
    func send(_ event: Machine.Event) {
        externalQueue.append(event)
        applyQueuedEvents()
    }

    private func queue(_ effects: [Machine.Effect]) {
        for effect in effects {
            switch deliver(effect) {
            case .raise(let event): internalQueue.append(event)
            case .send(let event): externalQueue.append(event)
            }
        }
        applyQueuedEvents()
    }

    private func applyQueuedEvents() {
        guard !applying else { return }
        applying = true
        defer { applying = false }
        while let event = internalQueue.first ?? externalQueue.first {
            if internalQueue.isEmpty { externalQueue.removeFirst() } else { internalQueue.removeFirst() }
            store.send(event)
        }
    }
}

extension W3CRunner where Machine.Context == Void {
    convenience init(from state: Machine.State, deliver: @escaping (Machine.Effect) -> Delivery) {
        self.init(from: state, context: (), deliver: deliver)
    }

    /// Starts a machine that declares no effect, so has nothing to deliver. A closure over its
    /// `Effect`, a type without cases, is code the compiler warns never runs; this one is generic.
    convenience init(from state: Machine.State) {
        self.init(from: state, context: ()) { effect in preconditionFailure("\(Machine.self) declares no effect, yet produced \(effect)") }
    }
}

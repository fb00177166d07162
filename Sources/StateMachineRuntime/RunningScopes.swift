/// The store's bookkeeping of the scopes the machine is in: for each, the tickets of its armed
/// timers and the effect IDs of its activities, so leaving it cancels exactly those.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct RunningScopes<Machine: StateMachine> {
    struct Scope {
        let name: String
        let kind: StateScope<Machine>.Kind
        let region: Machine.Region?
        var timers: [UInt64] = []
        var activities: [UInt64] = []
    }

    /// Outermost first, as `StateMachine.scopes(of:context:)` lists them.
    private(set) var scopes: [Scope] = []
    /// Timers armed and not yet fired or cancelled, by ticket.
    private var armed: [UInt64: ArmedTimer] = [:]
    private var lastTicket: UInt64 = 0

    struct ArmedTimer {
        let timer: Machine.Timer
        let cancel: @MainActor () -> Void
    }

    var isEmpty: Bool { scopes.isEmpty }
    var armedTimerCount: Int { armed.count }

    mutating func nextTicket() -> UInt64 {
        lastTicket += 1
        return lastTicket
    }

    /// Moves to the scopes `next` lists after a `->` row: it leaves every state scope (a row back
    /// into the same state re-enters it) and each group not in `next`; the groups it stays in
    /// keep their work. A region that `regions` does not include keeps the scopes it runs, in
    /// place of those `next` lists for it. Returns the scopes left, whose work the caller
    /// cancels, and those entered, in `next`'s order.
    mutating func move(
        to next: [StateScope<Machine>], leaving regions: RegionsLeft<Machine.Region>
    ) -> (left: [Scope], entered: [StateScope<Machine>]) {
        var kept: [String: Scope] = [:]
        var untouched: [Machine.Region: [Scope]] = [:]
        var left: [Scope] = []
        for scope in scopes {
            if let region = scope.region, !regions.includes(region) {
                untouched[region, default: []].append(scope)
            } else if scope.kind == .group, next.contains(where: { $0.kind == .group && $0.name == scope.name }) {
                kept[scope.name] = scope
            } else {
                left.append(scope)
            }
        }
        var moved: [Scope] = []
        var entered: [StateScope<Machine>] = []
        for scope in next {
            if let region = scope.region, !regions.includes(region) {
                moved += untouched.removeValue(forKey: region) ?? []
            } else if let running = kept[scope.name] {
                moved.append(running)
            } else {
                moved.append(Scope(name: scope.name, kind: scope.kind, region: scope.region))
                entered.append(scope)
            }
        }
        // A region `next` lists nothing for keeps its scopes too: only its own `->` row leaves them.
        scopes = moved + scopes.filter { scope in scope.region.map { untouched[$0] != nil } ?? false }
        return (left, entered)
    }

    mutating func add(timer ticket: UInt64, _ timer: ArmedTimer, to scope: String) {
        armed[ticket] = timer
        guard let index = scopes.firstIndex(where: { $0.name == scope }) else { return }
        scopes[index].timers.append(ticket)
    }

    mutating func add(activity id: UInt64, to scope: String) {
        guard let index = scopes.firstIndex(where: { $0.name == scope }) else { return }
        scopes[index].activities.append(id)
    }

    /// The timer of `ticket` if it is still armed, disarmed: it may fire once.
    mutating func fire(_ ticket: UInt64) -> Machine.Timer? {
        guard let timer = armed.removeValue(forKey: ticket) else { return nil }
        for index in scopes.indices { scopes[index].timers.removeAll { $0 == ticket } }
        return timer.timer
    }

    /// Disarms `tickets`, returning how to cancel what is still scheduled for them.
    mutating func disarm(_ tickets: [UInt64]) -> [@MainActor () -> Void] {
        tickets.compactMap { armed.removeValue(forKey: $0)?.cancel }
    }

    /// Forgets every scope and disarms every timer (`stop()`, or the store going away).
    mutating func removeAll() -> [@MainActor () -> Void] {
        scopes.removeAll()
        defer { armed.removeAll() }
        return armed.values.map(\.cancel)
    }
}

/// Who owns a timer or an activity a state runs, in names both machines share: the state's
/// own case, every state (`*`), or a group. A group is the same owner in both machines when
/// it holds the same states, whatever it is called: what decides behaviour is which moves
/// leave it (and so cancel and restart its work), not its name.
struct WorkOwner: Hashable {
    enum Kind: Hashable {
        case state
        case everyState
        /// Its states by the new machine's names, sorted.
        case group(members: [String])
    }

    let kind: Kind
    /// The group's name in its own machine, for the report; not part of what it is.
    let groupName: String?

    static func == (left: WorkOwner, right: WorkOwner) -> Bool { left.kind == right.kind }
    func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// The owner of one of a state's scopes, its members named by `stateName`.
    init(_ scope: RuntimeScope, in machine: Machine, stateName: (Int) -> String) {
        switch scope.kind {
        case .state:
            kind = .state
            groupName = nil
        case .group where scope.name == "*":
            kind = .everyState
            groupName = nil
        case .group:
            let group = machine.groups.firstIndex { $0.name == scope.name }
            kind = .group(members: group.map { machine.membership.states(inGroup: $0).map(stateName).sorted() } ?? [])
            groupName = scope.name
        }
    }

    /// `the state`, `every state`, or `group busy (searching, waiting)`: quoted whole in a report.
    var spelling: String {
        switch kind {
        case .state: return "the state"
        case .everyState: return "every state"
        case .group(let members):
            return "group \(groupName ?? "") (" + members.joined(separator: ", ") + ")"
        }
    }
}

/// The timers and activities a state runs, each with its owner, as one machine's
/// `scopes(of:context:)` lists them; states and effects by the new machine's names.
struct StateWork {
    struct Timer {
        let owner: WorkOwner
        let delay: ScopeTimer.Delay
        /// The position in its own machine's `timedRows`.
        let timer: Int
    }

    let timers: [Timer]
    let activities: [(owner: WorkOwner, activity: NamedCase)]

    /// `nil` when working out an activity's arguments overflows (the conformance traps there).
    init?(
        _ machine: Machine, _ interpreter: Interpreter, state: RuntimeCase, context: [RuntimeValue],
        stateName: (Int) -> String, effectName: (Int) -> String
    ) {
        guard let scopes = try? interpreter.scopes(of: state, context: context) else { return nil }
        var timers: [Timer] = []
        var activities: [(owner: WorkOwner, activity: NamedCase)] = []
        for scope in scopes {
            let owner = WorkOwner(scope, in: machine, stateName: stateName)
            timers += scope.timers.map { Timer(owner: owner, delay: $0.delay, timer: $0.timer) }
            activities += scope.activities.map { (owner, NamedCase(name: effectName($0.index), values: $0.values)) }
        }
        self.timers = timers
        self.activities = activities
    }
}

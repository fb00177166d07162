/// What the generated tests of a machine whose values are persisted (durable, or `codable`)
/// encode and decode to check they come back equal, as a journal restoring them needs: every
/// state sample the transition table uses, and every durable effect it expects, each once.
public struct RoundTripPlan: Hashable, Sendable {
    /// One state per region, in region order; a machine without regions has one.
    public let states: [[RuntimeCase]]
    /// The durable effects, in the order the table first expects each value.
    public let effects: [RuntimeCase]

    init(_ plans: TestPlans) {
        let machine = plans.machine
        var states: [[RuntimeCase]] = []
        var effects: [RuntimeCase] = []
        var seenStates: Set<[RuntimeCase]> = []
        var seenEffects: Set<RuntimeCase> = []
        func add(_ state: [RuntimeCase], _ outcome: RuntimeOutcome) {
            if seenStates.insert(state).inserted { states.append(state) }
            for effect in outcome.effects where machine.effects[effect.index].isDurable && seenEffects.insert(effect).inserted {
                effects.append(effect)
            }
        }
        for entry in plans.transitionTable.cases {
            add([entry.state], entry.outcome)
            add([entry.next], .ignored)
        }
        for entry in plans.timers {
            add([entry.state], entry.outcome)
            add([entry.next], .ignored)
        }
        for entry in plans.regionTable.events + plans.regionTable.timers {
            add(entry.states, entry.outcome)
            add(entry.next, .ignored)
        }
        self.states = states
        self.effects = effects
    }
}

extension TestPlans {
    /// The values whose encoding the generated tests check, for a durable or `codable` machine.
    public var roundTrips: RoundTripPlan { RoundTripPlan(self) }
}

extension RuntimeOutcome {
    /// The effects a `->` or `stays` outcome returns; none for the others.
    var effects: [RuntimeCase] {
        switch self {
        case .transitioned(let effects), .updated(let effects): effects
        case .ignored, .rejected, .unhandled: []
        }
    }
}

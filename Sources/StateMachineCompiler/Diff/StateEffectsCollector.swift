/// Gathers differences in entry or exit effects from every place they show (rows moving
/// into or out of a state, starting in it) into one change per state and kind.
struct StateEffectsCollector {
    private struct Key: Hashable {
        let kind: StateEffects.Kind
        let state: String
    }

    private var order: [Key] = []
    private var first: [Key: (before: String, after: String, witness: String)] = [:]
    private var places: [Key: [String]] = [:]

    mutating func add(
        _ kind: StateEffects.Kind, state: String, before: [NamedCase], after: [NamedCase],
        witness: String, place: String
    ) {
        let key = Key(kind: kind, state: state)
        if first[key] == nil {
            order.append(key)
            first[key] = (DiffSpelling.effects(before), DiffSpelling.effects(after), witness)
            places[key] = [place]
        } else if places[key]?.contains(place) == false {
            places[key]?.append(place)
        }
    }

    var changes: [StateEffectsChange] {
        order.compactMap { key in
            guard let example = first[key] else { return nil }
            return StateEffectsChange(
                kind: key.kind, state: key.state, before: example.before, after: example.after,
                witness: example.witness,
                alsoIn: Array(places[key, default: []].dropFirst()))
        }
    }
}

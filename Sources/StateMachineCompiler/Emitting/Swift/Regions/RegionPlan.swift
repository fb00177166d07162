/// What the writers of a machine with regions need to know of each region, worked out once:
/// its states, its rows for events, its timers, and whether it has exit and entry effects.
struct RegionPlan {
    struct Region {
        let number: Int
        let spelling: RegionSpelling
        /// Its states, in declaration order.
        let states: [Int]
        /// Indices in `machine.rows` of its rows for events, in written order.
        let eventRows: [Int]
        /// Its `after` rows with their `Timer` case names, in written order.
        let timers: [(row: Row, name: String)]
        /// Indices in `machine.rows` of its `always` rows, in written order.
        let eventlessRows: [Int]
        let hasExits: Bool
        let hasEntries: Bool
        /// Whether its exit (entry) helper takes the state on the other side of the move: only
        /// where a group's declaration reads it (``StateEffectsWriter/takesOtherState``).
        var exitsTakeNext = false
        var entriesTakePrevious = false

        /// Whether any event, timer or `always` row moves it: only those regions' flags are written.
        var acts: Bool { !eventRows.isEmpty || !timers.isEmpty || !eventlessRows.isEmpty }
    }

    let regions: [Region]
    /// Whether any `exit` (`entry`) declaration reads another region with `in(...)`: the helpers
    /// then take the state before the event.
    let exitsReadRegions: Bool
    let entriesReadRegions: Bool
    let hasContext: Bool
    /// Whether a `stays` row updates a region's payload in place: asked once, not once per region.
    let hasUpdates: Bool
    /// Whether a row has effects of its own, which go between the exits and the entries.
    let hasRowEffects: Bool
    /// The states an `exit` (`entry`) declaration of a state or a group within its region may
    /// contribute to leaving (entering): a row that leaves (enters) none of them asks no helper.
    /// A region's own declarations are not moves: it is never left, and entered only at the start.
    let statesLeftWithEffects: Set<Int>
    let statesEnteredWithEffects: Set<Int>
    /// The machine's `entry` and `exit` declarations by source, built once for every region's helpers.
    let effectsIndex: StateEffectsIndex

    init(_ machine: Machine) {
        let statesByRegion = machine.statesByRegion
        let membership = machine.membership
        var eventRows = [[Int]](repeating: [], count: statesByRegion.count)
        var timers = [[(row: Row, name: String)]](repeating: [], count: statesByRegion.count)
        var eventlessRows = [[Int]](repeating: [], count: statesByRegion.count)
        var timerNames = machine.timerNames.makeIterator()
        for (index, row) in machine.rows.enumerated() {
            let name = row.delay == nil ? nil : timerNames.next()
            guard let number = membership.region(of: row.source) else { continue }
            if let name {
                timers[number].append((row, name))
            } else if row.event != nil {
                eventRows[number].append(index)
            } else {
                eventlessRows[number].append(index)
            }
        }
        // In one pass: asking every declaration once per region made generating quadratic in the regions.
        var declaresExits = [Bool](repeating: false, count: statesByRegion.count)
        var declaresEntries = declaresExits
        var left: Set<Int> = []
        var entered: Set<Int> = []
        for declaration in machine.stateEffects {
            guard let number = membership.region(of: declaration.source) else { continue }
            let moves: [Int]
            if case .group(let group) = declaration.source, machine.groups[group].isRegion {
                moves = []
            } else {
                moves = statesByRegion[number].filter { membership.contains($0, in: declaration.source, includingFinal: true) }
            }
            switch declaration.kind {
            case .exit:
                declaresExits[number] = true
                left.formUnion(moves)
            case .entry:
                declaresEntries[number] = true
                entered.formUnion(moves)
            case .during: break
            }
        }
        statesLeftWithEffects = left
        statesEnteredWithEffects = entered
        exitsReadRegions = StateEffectsWriter.readsRegions(.exit, machine)
        entriesReadRegions = StateEffectsWriter.readsRegions(.entry, machine)
        effectsIndex = StateEffectsIndex(machine)
        regions = statesByRegion.indices.map { [effectsIndex, exitsReadRegions, entriesReadRegions] number in
            var region = Region(
                number: number, spelling: RegionSpelling(number, of: machine), states: statesByRegion[number],
                eventRows: eventRows[number], timers: timers[number], eventlessRows: eventlessRows[number], hasExits: declaresExits[number],
                hasEntries: declaresEntries[number])
            if region.hasExits {
                region.exitsTakeNext =
                    StateEffectsWriter(
                        machine: machine, kind: .exit, contextParameter: "",
                        region: (number, statesByRegion[number], exitsReadRegions), index: effectsIndex
                    ).takesOtherState
            }
            if region.hasEntries {
                region.entriesTakePrevious =
                    StateEffectsWriter(
                        machine: machine, kind: .entry, contextParameter: "",
                        region: (number, statesByRegion[number], entriesReadRegions), index: effectsIndex
                    ).takesOtherState
            }
            return region
        }
        hasContext = machine.context != nil
        hasUpdates = machine.rows.contains(where: \.updatesInPlace)
        hasRowEffects = machine.rows.contains { !$0.clause.effects.isEmpty }
    }

    var hasExits: Bool { regions.contains(where: \.hasExits) }
    var hasEntries: Bool { regions.contains(where: \.hasEntries) }
}

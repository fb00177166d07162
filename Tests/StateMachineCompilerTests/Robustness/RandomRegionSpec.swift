import SeededRandom

/// A random machine with regions, meant to pass `check`: two to four regions, each named after a
/// Swift standard library or Foundation type now and then, as a region is usually written or in
/// the type's own spelling (`string`, `String`, `uUID`, `UUID`), whose states move on shared
/// events, with guards that read other regions through `in(...)`, a whole region's among them,
/// and `entry`/`exit` effects. `firstRegion` names the first region, so a caller can draw every
/// type name. Names the checker refuses (a region that would hide a type) are skipped by the
/// caller, as any refused spec is.
struct RandomRegionSpec {
    /// Type names of the standard library and Foundation, lower-cased as a region's name is written.
    static let typeNames = [
        "string", "int", "bool", "double", "array", "dictionary", "set", "optional", "result", "error", "never", "character",
        "substring", "data", "date", "uRL", "uUID", "decimal", "duration", "equatable", "hashable", "sendable", "codable",
        "encoder", "decoder", "range", "sequence", "collection", "comparable", "identifiable", "timer", "notification", "locale",
        "calendar", "timeZone", "jSONEncoder", "measurement", "progress", "operation", "thread", "bundle", "fileManager", "any",
        "self", "type", "protocol", "mirror", "void", "float", "uInt8", "int64", "regionRow", "state", "event", "effect",
    ]

    /// Every type name in both spellings: `string`, `String`, `int`, `Int`, ...
    static let typeSpellings = typeNames.flatMap { [$0, $0.prefix(1).uppercased() + $0.dropFirst()] }

    var random: SplitMix64
    let name: String
    let firstRegion: String?

    init(name: String, seed: UInt64, firstRegion: String? = nil) {
        random = SplitMix64(seed: seed)
        self.name = name
        self.firstRegion = firstRegion
    }

    mutating func text() -> String {
        let regionCount = 2 + random.below(3)
        var names = (0..<regionCount).map { index in random.below(2) == 0 ? random.pick(Self.typeSpellings) : "r\(index)" }
        if let firstRegion { names[0] = firstRegion }
        let states = (0..<regionCount).map { region in (0..<(2 + random.below(2))).map { "s\(region)x\($0)" } }
        let events = (0..<(1 + random.below(3))).map { "e\($0)" }
        var lines = [
            "machine \(name)",
            "initial " + states.map { $0[0] }.joined(separator: ", ").replacingOccurrences(of: states[0][0], with: states[0][0] + "(0)"),
        ]
        lines += states.joined().map { $0 == states[0][0] ? "state \($0)(n: Int)" : "state \($0)" }
        lines += events.map { "event \($0)" } + ["effect f0", "effect f1(n: Int)"]
        lines += zip(names, states).map { "region \($0) = " + $1.joined(separator: ", ") }
        if random.below(2) == 0 { lines.append("exit \(states[0][1]) / f0") }
        if random.below(2) == 0 { lines.append("entry \(states[1][1]) / f0") }
        for (region, own) in states.enumerated() {
            for _ in 0..<(2 + random.below(4)) {
                let other = (region + 1 + random.below(regionCount - 1)) % regionCount
                let source = random.pick(own)
                let bound = source == states[0][0]
                let test = random.pick(["in(\(names[other]))", "in(\(random.pick(states[other])))", "!in(\(names[other]))"])
                let guardText = random.below(2) == 0 ? "" : " [" + (bound && random.below(2) == 0 ? "n > 0 || " : "") + test + "]"
                let target = random.pick(own)
                let arguments = target == states[0][0] ? "(\(bound ? "n" : "1"))" : ""
                let effect = random.below(2) == 0 ? "" : (bound ? " / f1(n)" : " / f0")
                lines.append("\(source)\(bound ? "(n)" : "") on \(random.pick(events))\(guardText) -> \(target)\(arguments)\(effect)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

import Foundation

/// Steele, Lea and Flood's SplitMix64: tiny, fast and the same everywhere.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in `0..<bound`; the modulo bias is irrelevant for a benchmark's mix.
    mutating func below(_ bound: UInt64) -> UInt64 {
        next() % bound
    }

    mutating func uuid() -> UUID {
        let high = next()
        let low = next()
        func byte(_ word: UInt64, _ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: word >> (index * 8)) }
        return UUID(uuid: (
            byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
            byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)))
    }
}

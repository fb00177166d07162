import Foundation

extension SplitMix64 {
    /// A UUID from two draws, so a seeded event stream is the same on every run.
    public mutating func uuid() -> UUID {
        let high = next()
        let low = next()
        func byte(_ word: UInt64, _ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: word >> (index * 8)) }
        return UUID(
            uuid: (
                byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
                byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
            ))
    }
}

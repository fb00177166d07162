/// Steele, Lea and Flood's SplitMix64: a tiny generator with a fixed seed, so every run of
/// a randomized test or benchmark sees the same inputs on every machine, and a failure
/// names the seed that reproduces it.
public struct SplitMix64 {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive. The slight modulo bias does not matter here.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// Fisher–Yates with this generator.
    public mutating func shuffled<T>(_ values: [T]) -> [T] {
        var values = values
        for index in values.indices.reversed() where index > 0 {
            values.swapAt(index, below(index + 1))
        }
        return values
    }
}

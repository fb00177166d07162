/// The sample values a walk hands out. A fresh value is one the walk has not handed out
/// before, so two operations, orders or sessions of one scenario never share a value.
struct WalkValues {
    private var handedOut: [String: Int] = [:]

    /// The next unused sample of the type; a type with few samples (Bool) starts over.
    mutating func fresh(_ type: SwiftType) -> RuntimeValue {
        let family = Samples.family(of: type)
        let count = handedOut[family, default: 0]
        handedOut[family] = count + 1
        let supply = Samples.supply(of: type) ?? Int.max
        return Samples.sample(of: type, at: count % supply) ?? .nil
    }

    /// Values to try in place of a fresh one: what the walk's state and context already
    /// hold of the same family (so a repeated name can match), a few plain samples.
    func alternatives(of type: SwiftType, among held: [(SwiftType, RuntimeValue)]) -> [RuntimeValue] {
        let family = Samples.family(of: type)
        let peers = held.filter { Samples.family(of: $0.0) == family }.map(\.1)
        let plain = (0..<3).compactMap { Samples.sample(of: type, at: $0) }
        return (peers + plain).filter { type.wrappedIfOptional != nil || $0 != .nil }
    }
}

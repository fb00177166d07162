/// Which integer literals a binary floating type holds exactly, as Swift decides when it
/// compiles one: at most `significandBits` binary digits from the first 1 to the last, and
/// at most `bitWidthLimit` digits in all (beyond it the literal overflows the type).
package struct FloatingLimits: Sendable {
    package let significandBits: Int
    package let bitWidthLimit: Int

    package static let float16 = FloatingLimits(significandBits: 11, bitWidthLimit: 16)
    package static let float = FloatingLimits(significandBits: 24, bitWidthLimit: 128)
    package static let double = FloatingLimits(significandBits: 53, bitWidthLimit: 1024)

    /// Whether the literal fits at all; beyond it Swift refuses the literal.
    package func holds(_ value: IntegerValue) -> Bool {
        value.magnitude.bitWidth - value.magnitude.leadingZeroBitCount <= bitWidthLimit
    }

    /// Whether the literal is a value of the type, not rounded to its nearest one.
    package func holdsExactly(_ value: IntegerValue) -> Bool {
        let magnitude = value.magnitude
        guard magnitude != 0 else { return true }
        return holds(value) && magnitude.bitWidth - magnitude.leadingZeroBitCount - magnitude.trailingZeroBitCount <= significandBits
    }
}

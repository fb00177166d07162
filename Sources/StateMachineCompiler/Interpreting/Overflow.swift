/// What the generated Swift does instead of returning: an integer `+` or `-` whose result
/// lies outside its type traps at run time; the interpreter throws this where the reducer
/// would crash. Tables and scenarios leave such inputs out.
public struct Overflow: Error, Hashable, Sendable {
    public enum Cause: Hashable, Sendable {
        case arithmetic(ArithmeticOperator, IntegerType)
    }

    public let cause: Cause

    public init(operator: ArithmeticOperator, type: IntegerType) {
        cause = .arithmetic(`operator`, type)
    }
}

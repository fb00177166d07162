/// What the generated Swift does instead of returning: an integer `+` or `-` whose result
/// lies outside its type traps at run time, and so does a step whose `always` rows do not
/// settle within ``Interpreter/eventlessRowLimit``; the interpreter throws this where the
/// reducer would crash. Tables and scenarios leave such inputs out.
public struct Overflow: Error, Hashable, Sendable {
    public enum Cause: Hashable, Sendable {
        case arithmetic(ArithmeticOperator, IntegerType)
        /// `always` rows kept holding past the limit: a cycle the checker could not prove.
        case unsettledEventlessRows
    }

    public let cause: Cause

    public init(operator: ArithmeticOperator, type: IntegerType) {
        cause = .arithmetic(`operator`, type)
    }

    public init(_ cause: Cause) {
        self.cause = cause
    }
}

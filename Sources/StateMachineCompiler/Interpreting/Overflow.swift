/// What the generated Swift does instead of returning: an integer `+` or `-` whose result
/// lies outside its type traps at run time, so the interpreter throws this where the
/// reducer would crash. Tables and scenarios leave such inputs out.
public struct Overflow: Error, Hashable, Sendable {
    public let `operator`: ArithmeticOperator
    public let type: IntegerType
}

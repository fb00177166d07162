/// A literal as written in a spec: in patterns, guards, arguments and `initial`.
public enum Literal: Hashable, Sendable {
    case bool(Bool)
    case integer(IntegerValue)
    case string(String)
    case `nil`
}

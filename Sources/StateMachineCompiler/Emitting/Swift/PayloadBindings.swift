/// The payload positions a generated `case` pattern must bind, and the local each one gets.
///
/// A payload has a handful of parameters and the reducer asks for every state of every
/// event, so both are held by position in an array rather than hashed.
struct PayloadBindings {
    /// The local bound at each position, unescaped (writers escape where they spell it);
    /// `nil` where the pattern writes `_`. Shorter than the payload when its tail is unbound.
    private var locals: [String?] = []

    /// Binds nothing: every position is `_`, or the case is matched without parentheses.
    static let none = PayloadBindings()

    var isEmpty: Bool { locals.isEmpty }

    /// The local holding the value at `position`, if it is bound.
    subscript(position: Int) -> String? {
        position < locals.count ? locals[position] : nil
    }

    /// Every bound position with its local, in position order.
    var bound: [(position: Int, local: String)] {
        locals.enumerated().compactMap { position, local in local.map { (position, $0) } }
    }

    /// The locals, in position order.
    var names: [String] { locals.compactMap { $0 } }

    mutating func bind(_ position: Int, to local: String) {
        if locals.count <= position { locals += repeatElement(nil, count: position + 1 - locals.count) }
        locals[position] = local
    }
}

/// `group NAME = MEMBER, ...`: a name for a set of states that rows, `entry` and `exit`
/// declarations can use as a source. Groups form a tree; the checker guarantees it.
public struct StateGroup: Hashable, Sendable {
    public let name: String
    /// States and groups, as written.
    public let members: [GroupMember]
    /// 1-based line of the group's name in the spec.
    public let line: Int
    /// `region NAME = ...`: a top-level group whose states move independently of every other
    /// region's; a machine with regions is in one state of each.
    public let isRegion: Bool

    public init(name: String, members: [GroupMember], line: Int, isRegion: Bool = false) {
        self.name = name
        self.members = members
        self.line = line
        self.isRegion = isRegion
    }

    /// The generated `State` property: `busy` → `isBusy`.
    public var propertyName: String { Self.propertyName(for: name) }

    public static func propertyName(for name: String) -> String {
        "is" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A region's enum nested in `State`, unescaped: `content` → `Content`.
    public var regionTypeName: String { Self.regionTypeName(for: name) }

    public static func regionTypeName(for name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}

extension Machine {
    /// True when the spec uses groups, `entry` or `exit`: only then does the generated
    /// code gain the members that serve them, so older specs keep their bytes.
    public var usesStateStructure: Bool { !groups.isEmpty || !stateEffects.isEmpty }
}

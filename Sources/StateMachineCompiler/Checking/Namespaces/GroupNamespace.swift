/// The declared groups. Groups share one namespace with states, and each generates a
/// `State.isNAME` property that must spell neither a state's name nor another group's
/// property (`busy` and `Busy` both give `isBusy`).
package struct GroupNamespace: Sendable {
    package struct Declared: Sendable {
        var model: StateGroup
        let syntax: GroupSyntax
    }

    private(set) var declarations: [Declared] = []
    private var positions: [String: Int] = [:]
    /// The first group to generate each `State` property.
    private var propertyOwners: [String: Int] = [:]

    subscript(position: Int) -> Declared { declarations[position] }

    var isEmpty: Bool { declarations.isEmpty }

    var indices: Range<Int> { declarations.indices }

    func position(of name: String) -> Int? { positions[name] }

    func declaration(named name: String) -> Declared? {
        positions[name].map { declarations[$0] }
    }

    /// What stops a group from taking the name: a state or another group has it.
    func clash(declaring name: String, states: CaseNamespace) -> NameClash? {
        if states.position(of: name) != nil { return .sharedNamespace(name: name, existing: .state) }
        return positions[name] == nil ? nil : .redeclared(.group, name: name)
    }

    /// Adds the group, without members yet, or leaves it out and says why.
    mutating func declare(_ syntax: GroupSyntax, line: Int, states: CaseNamespace, isRegion: Bool = false) -> NameClash? {
        let name = syntax.name.text
        if let clash = clash(declaring: name, states: states) { return clash }
        let group = StateGroup(name: name, members: [], line: line, isRegion: isRegion)
        if propertyOwners[group.propertyName] == nil { propertyOwners[group.propertyName] = declarations.count }
        positions[name] = declarations.count
        declarations.append(Declared(model: group, syntax: syntax))
        return nil
    }

    mutating func setMembers(_ members: [GroupMember], of position: Int) {
        let model = declarations[position].model
        declarations[position].model = StateGroup(name: model.name, members: members, line: model.line, isRegion: model.isRegion)
    }

    /// What stops the group at `position` (or a new one) from being called `name`: the
    /// property it would generate is a state's name, or one an earlier group generates.
    func propertyClash(naming position: Int?, _ name: String, states: CaseNamespace) -> NameClash? {
        let property = StateGroup.propertyName(for: name)
        if states.position(of: property) != nil { return .propertyNamesState(group: name, property: property) }
        guard let owner = propertyOwners[property], owner != position else { return nil }
        return .propertyOfGroup(group: name, property: property, other: declarations[owner].model.name)
    }

    /// What stops a state from being called `name`: a group has the name, or generates it
    /// as its property.
    func clash(declaringState name: String) -> NameClash? {
        if positions[name] != nil { return .sharedNamespace(name: name, existing: .group) }
        return propertyOwners[name].map { .propertyNamesState(group: declarations[$0].model.name, property: name) }
    }
}

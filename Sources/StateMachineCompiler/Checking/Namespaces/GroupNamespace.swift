/// The declared groups. Groups share one namespace with states, and each generates a
/// `State.isNAME` property that must spell neither a state's name nor another group's
/// property (`busy` and `Busy` both give `isBusy`). A region generates no such property but
/// an enum nested in `State` (`content` gives `State.Content`), which must be another
/// region's no more than a type that generated code inside `State` names.
package struct GroupNamespace: Sendable {
    package struct Declared: Sendable {
        var model: StateGroup
        let syntax: GroupSyntax
    }

    private(set) var declarations: [Declared] = []
    private var positions: [String: Int] = [:]
    /// The first group to generate each `State` property.
    private var propertyOwners: [String: Int] = [:]
    /// The first region to generate each enum nested in `State`.
    private var regionTypeOwners: [String: Int] = [:]

    subscript(position: Int) -> Declared { declarations[position] }

    var isEmpty: Bool { declarations.isEmpty }

    var indices: Range<Int> { declarations.indices }

    func position(of name: String) -> Int? { positions[name] }

    func declaration(named name: String) -> Declared? {
        positions[name].map { declarations[$0] }
    }

    /// What stops a group from taking the name: a state or another group has it. A clash
    /// between groups is worded as a region's when either is one.
    func clash(declaring name: String, states: CaseNamespace, isRegion: Bool = false) -> NameClash? {
        if states.position(of: name) != nil { return .sharedNamespace(name: name, existing: .state) }
        guard let existing = positions[name] else { return nil }
        return .redeclared(isRegion || declarations[existing].model.isRegion ? .region : .group, name: name)
    }

    /// Adds the group, without members yet, or leaves it out and says why.
    mutating func declare(_ syntax: GroupSyntax, line: Int, states: CaseNamespace, isRegion: Bool = false) -> NameClash? {
        let name = syntax.name.text
        if let clash = clash(declaring: name, states: states, isRegion: isRegion) { return clash }
        let group = StateGroup(name: name, members: [], line: line, isRegion: isRegion)
        if isRegion {
            if regionTypeOwners[group.regionTypeName] == nil { regionTypeOwners[group.regionTypeName] = declarations.count }
        } else if propertyOwners[group.propertyName] == nil {
            propertyOwners[group.propertyName] = declarations.count
        }
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

    /// What stops the region at `position` (or a new one) from being called `name`: its enum
    /// would hide a type in `typesNamedInState`, or is one an earlier region generates.
    func regionTypeClash(naming position: Int?, _ name: String, typesNamedInState: Set<String>) -> NameClash? {
        let type = StateGroup.regionTypeName(for: name)
        if typesNamedInState.contains(type) || GeneratedSwiftNames.isTaken(regionType: type) {
            return .regionHidesType(region: name, type: type)
        }
        guard let owner = regionTypeOwners[type], owner != position else { return nil }
        return .regionTypeOfRegion(region: name, type: type, other: declarations[owner].model.name)
    }

    /// What stops a state from being called `name`: a group has the name, or generates it
    /// as its property.
    func clash(declaringState name: String) -> NameClash? {
        if positions[name] != nil { return .sharedNamespace(name: name, existing: .group) }
        return propertyOwners[name].map { .propertyNamesState(group: declarations[$0].model.name, property: name) }
    }
}

/// The accessors generated on each state type (``StateAccessors``) share it with its cases, its
/// groups' `isNAME` and, where a field is `sensitive`, its descriptions: a spec where two of
/// them would spell one member is refused at the later one, rather than handing swiftc an
/// invalid redeclaration.
extension Checker {
    mutating func checkStateAccessors() {
        let declarations = namespaces.states.declarations
        let models = declarations.map(\.model)
        let types = membership.regions.isEmpty ? [Array(declarations.indices)] : membership.regions.map(membership.states(inGroup:))
        var typeOfState: [Int: Int] = [:]
        for (type, states) in types.enumerated() { for state in states { typeOfState[state] = type } }
        // A group's `isNAME` lives on the type holding its members: the first one says which.
        var groupsOfType = Array(repeating: [Int](), count: types.count)
        for group in namespaces.groups.indices where !namespaces.groups[group].model.isRegion {
            guard let member = membership.states(inGroup: group).first, let type = typeOfState[member] else { continue }
            groupsOfType[type].append(group)
        }
        for (index, states) in types.enumerated() {
            let typeName =
                membership.regions.isEmpty
                ? "State" : "State." + SwiftSyntax.capitalized(namespaces.groups[membership.regions[index]].model.name)
            var members: [GeneratedMember] = []
            let accessors = StateAccessors(states: states, of: models)
            for state in states {
                let name = declarations[state].syntax.name
                members.append(GeneratedMember(name: name.text, origin: .state(name.text), range: name.range))
                members.append(
                    GeneratedMember(name: StateGroup.propertyName(for: name.text), origin: .stateAccessor(name.text), range: name.range))
            }
            for value in accessors.values {
                guard let first = value.carriers.first else { continue }
                let label = declarations[first.state].syntax.parameters[first.position].name
                members.append(GeneratedMember(name: value.label, origin: .labelAccessor(value.label), range: label.range))
            }
            for group in groupsOfType[index] {
                let name = namespaces.groups[group].syntax.name
                members.append(GeneratedMember(name: StateGroup.propertyName(for: name.text), origin: .group(name.text), range: name.range))
            }
            reportCollisions(members.sorted { $0.range.start < $1.range.start }, typeName: typeName, states: states)
        }
    }

    private mutating func reportCollisions(_ members: [GeneratedMember], typeName: String, states: [Int]) {
        let sensitive = states.contains { namespaces.states.declarations[$0].model.parameters.contains(where: \.isSensitive) }
        var first: [String: GeneratedMember] = [:]
        for member in members {
            if sensitive, GeneratedSwiftNames.descriptionMembers.contains(member.name), member.origin.isAccessor {
                error(StateAccessorClash(member: "\(typeName).\(member.name)", later: member.origin, earlier: nil), at: member.range)
                continue
            }
            guard let earlier = first[member.name] else {
                first[member.name] = member
                continue
            }
            // Two cases of one name, or two groups, are redeclarations the namespaces report.
            guard member.origin.isAccessor || earlier.origin.isAccessor else { continue }
            error(
                StateAccessorClash(member: "\(typeName).\(member.name)", later: member.origin, earlier: earlier.origin), at: member.range,
                notes: [.init(.declaredHere(earlier.origin.declaredName), at: earlier.range)])
        }
    }
}

/// One member a state type gets, where the spec declares what generates it.
private struct GeneratedMember {
    let name: String
    let origin: StateAccessorClash.Origin
    let range: SourceRange
}

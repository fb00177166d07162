/// What a machine with orthogonal regions forbids: every state in exactly one region, one
/// initial state per region, rows inside their region, and `in(...)` reading another region.
enum RegionMessage: DiagnosticMessage {
    case memberInTwoRegions(member: String, container: String)
    /// A state listed in a group and again in a region: the group belongs in the region instead.
    case memberInGroupAndRegion(member: String, group: String, region: String)
    /// A state name listed in two regions: `suggestion` renames the second listing's.
    case stateNameInTwoRegions(state: String, first: String, second: String, suggestion: String)
    case stateInNoRegion(state: String)
    case regionInGroup(region: String, group: String)
    case initialMissesRegion(region: String)
    case initialTwiceInRegion(region: String, first: String, second: String)
    case initialListWithoutRegions
    case targetInAnotherRegion(target: String, targetRegion: String, sourceRegion: String)
    case sourceAcrossRegions(first: String, second: String)
    case anyStateWithRegions
    case inOwnRegion(name: String, region: String)
    case inWithoutRegions(name: String)
    case inBindsNothing(name: String)

    var id: DiagnosticID {
        switch self {
        case .memberInTwoRegions, .memberInGroupAndRegion, .stateNameInTwoRegions: .memberInTwoRegions
        case .stateInNoRegion: .stateInNoRegion
        case .regionInGroup: .regionInGroup
        case .initialMissesRegion, .initialTwiceInRegion, .initialListWithoutRegions: .initialPerRegion
        case .targetInAnotherRegion, .sourceAcrossRegions: .rowAcrossRegions
        case .anyStateWithRegions: .anyStateWithRegions
        case .inOwnRegion, .inWithoutRegions: .inOwnRegion
        case .inBindsNothing: .inBindsNothing
        }
    }

    var text: String {
        switch self {
        case .memberInTwoRegions(let member, let container):
            "'\(member)' is already in '\(container)'; a state belongs to exactly one region"
        case .memberInGroupAndRegion(let member, let group, let region):
            "'\(member)' is in group '\(group)' and listed again in region '\(region)'; a state belongs to one region, "
                + "so list the group in the region instead ('region \(region) = \(group), ...')"
        case .stateNameInTwoRegions(let state, let first, let second, let suggestion):
            "state '\(state)' is listed in region '\(first)' and in region '\(second)': state names are machine-wide "
                + "(each state is one case of the machine), so two regions cannot share one; rename one, e.g. '\(suggestion)'"
        case .stateInNoRegion(let state):
            "state '\(state)' is in no region: a machine with regions is in one state of each, so list '\(state)' in one"
        case .regionInGroup(let region, let group):
            "region '\(region)' cannot be inside '\(group)': regions are declared at the top level of a machine "
                + "(a region inside a group is not supported yet)"
        case .initialMissesRegion(let region):
            "'initial' names no state of region '\(region)': name one state per region"
        case .initialTwiceInRegion(let region, let first, let second):
            "'initial' names two states of region '\(region)', '\(first)' and '\(second)': name one state per region"
        case .initialListWithoutRegions:
            "'initial' names one state: only a machine with regions starts in several, one per region"
        case .targetInAnotherRegion(let target, let targetRegion, let sourceRegion):
            "'\(target)' is in region '\(targetRegion)', but the row's source is in region '\(sourceRegion)': "
                + "a row moves within its own region"
        case .sourceAcrossRegions(let first, let second):
            "this source spans regions '\(first)' and '\(second)': a row stays inside one region, so write one row per region"
        case .anyStateWithRegions:
            "'*' is ambiguous in a machine with regions: name the region whose states the row is for ('REGION on ...')"
        case .inOwnRegion(let name, let region):
            "'in(\(name))' reads this row's own region '\(region)', which its source already says: 'in' reads another region"
        case .inWithoutRegions(let name):
            "'in(\(name))' reads another region, and this machine has none: the source already says where the machine is"
        case .inBindsNothing(let name):
            "'in(...)' binds no names: '\(name)' is not bound by the row; use a bound name to compare, or '_' to skip the value"
        }
    }
}

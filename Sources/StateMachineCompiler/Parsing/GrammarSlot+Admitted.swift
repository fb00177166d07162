/// What each place of the grammar admits, for completion: the language's own words, and
/// which kinds of declared names. A place that takes a new name or punctuation admits none.
/// A region's name goes where a group's does as a source, never as a member: regions are
/// declared at the top level.
extension GrammarSlot {
    enum Admitted {
        case words([String])
        /// Declared states; `withPayload` inserts one name per label, for a pattern or arguments.
        case states(withPayload: Bool)
        /// Groups that are not regions.
        case groups(except: String?)
        case regions
        /// The states and groups (not regions, which always hold) outside the region of the
        /// declaration's source, which `in(...)` may read; none in a machine without regions.
        case otherRegionsMembers
        case events
        case effects
        /// Context fields of type `Duration`: the delays a row may name.
        case durationFields
        /// The names the declaration has bound, then the context fields.
        case values
        /// The label at the pattern's position of the payload it matches.
        case payloadLabel
        case types
    }

    var admitted: [Admitted] {
        switch self {
        case .declaration: [.words(Keyword.declarationWords), .states(withPayload: true), .groups(except: nil), .regions]
        case .initialState: [.states(withPayload: false)]
        case .sourceState, .stateEffectsSource: [.states(withPayload: true), .groups(except: nil), .regions]
        case .stateOrGroup(let group): [.states(withPayload: false), .groups(except: group)]
        // A source list's item (no group being declared) may be a region; a member may not.
        case .stateOrGroupAfterComma(let group?): [.states(withPayload: false), .groups(except: group)]
        case .stateOrGroupAfterComma(nil): [.states(withPayload: false), .groups(except: nil), .regions]
        case .eventAfterOn: [.events]
        case .onAfterSource:
            [.words([Keyword.on.rawValue] + [ContextualKeyword.after, .always, .done].map(\.rawValue))]
        case .action(let afterDelay):
            [.words([ActionWord.arrow.rawValue, ContextualKeyword.stays.rawValue] + (afterDelay ? [] : [Keyword.ignore.rawValue]))]
        case .target: [.states(withPayload: true)]
        case .historyGroup: [.groups(except: nil)]
        case .historyAfterDeep: [.words([ContextualKeyword.history.rawValue])]
        case .historyArrow: [.words([ActionWord.arrow.rawValue])]
        case .historyDefault: [.states(withPayload: true)]
        case .inStateName: [.otherRegionsMembers]
        case .effectCall: [.effects]
        case .delay: [.durationFields]
        case .durationUnit: [.words(DurationUnit.allCases.map(\.rawValue))]
        case .patternItem: [.payloadLabel]
        case .value: [.values, .words(Keyword.literalWords)]
        case .literal: [.words(Keyword.literalWords)]
        case .type: [.types]
        case .name, .parameterLabel, .stateEffectsSlash, .groupMembers, .contextBrace, .typeAfter, .listEnd, .memberType, .guardEnd,
            .parenthesizedGuardEnd, .arrayTypeEnd, .dictionaryTypeEnd, .genericArgumentsEnd, .durableIdentity, .durableIdentityEnd,
            .regionName, .inStateEnd, .formerName:
            []
        case .fromAfterRenamed: [.words([ContextualKeyword.from.rawValue])]
        }
    }
}

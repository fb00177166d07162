/// What the grammar takes at the point where the parser stopped, named as a reader would name
/// it in "expected …, found …" (and in "cannot be used as a …" for a reserved word there).
/// One case per place in the grammar, so each phrase is written once however many call
/// sites expect it; completion asks what each place admits (``GrammarSlot/admitted``).
enum GrammarSlot {
    /// A line's first word: a declaration's keyword or a row's source. Completion's only:
    /// a line that starts neither has a message of its own (``SyntaxMessage/expectedDeclaration(words:)``).
    case declaration
    /// The name of a declaration of that kind (`event name`); an effect call names an effect too.
    case name(DeclarationKind)
    case parameterLabel
    case initialState
    case sourceState
    case eventAfterOn
    case onAfterSource
    /// What follows a row's trigger and guard; `ignore` is an error after a delay.
    case action(afterDelay: Bool)
    case target(after: ActionWord)
    /// A group's first member, or a source list's item after a comma; `inGroup` names the
    /// group being declared, which cannot be its own member.
    case stateOrGroup(inGroup: String)
    case stateOrGroupAfterComma(inGroup: String?)
    /// The effect an effect call names, after `/` or a `,` in its list.
    case effectCall
    /// The state or group an `entry`, `exit` or `during` declaration is about.
    case stateEffectsSource(StateEffectsSyntax.Kind)
    case stateEffectsSlash(StateEffectsSyntax.Kind, source: String)
    /// `isRegion`: the declaration is a `region`, and is worded so.
    case groupMembers(group: String, isRegion: Bool = false)
    case contextBrace
    /// The `:` and type after a context field's name or a payload's label.
    case typeAfter(name: String)
    /// The `,` or `)` after an item of a parenthesized list.
    case listEnd(ListItem)
    /// An item of the patterns after a state or an event; completion learns which payload
    /// and position from ``CursorSlot/patternOwner``.
    case patternItem
    case value
    case literal
    case type
    case memberType
    case guardEnd
    case parenthesizedGuardEnd
    case arrayTypeEnd
    case dictionaryTypeEnd
    case genericArgumentsEnd
    case delay
    /// The unit right after a duration's number. Completion's only: a missing or unknown unit
    /// has messages of its own.
    case durationUnit
    /// The payload label inside `durable( )` that names the operation's identity.
    case durableIdentity
    case durableIdentityEnd
    case regionName
    /// The state or group inside `in( )`.
    case inStateName
    case inStateEnd
    /// The `from` that `renamed` takes.
    case fromAfterRenamed
    /// The name after `renamed from`: what the records were written under.
    case formerName
    /// The group after `history` (or `deep history`) that starts a declaration.
    case historyGroup
    /// The `history` that `deep` takes.
    case historyAfterDeep
    /// The `->` and the default after `history GROUP`.
    case historyArrow(group: String)
    /// The state a history declaration enters when its group was never left.
    case historyDefault

    /// The word a row's target follows.
    enum ActionWord: String {
        case arrow = "->"
        case stays
    }

    /// Which payload's which item a pattern is at: `uploading(file, |` is item 1 of state `uploading`.
    struct PayloadPosition {
        let kind: CaseDeclarationSyntax.Kind
        let name: String
        var item: Int
    }

    /// What a parenthesized list holds, as its error names it.
    enum ListItem: String {
        case literal, parameter, argument, pattern
    }

    /// Where a state's name goes: `initial` there is the user naming a state after `State.initial`.
    var namesAState: Bool {
        switch self {
        case .name(.state), .initialState, .sourceState, .target, .stateOrGroup, .stateOrGroupAfterComma, .inStateName,
            .stateEffectsSource, .historyDefault:
            true
        default: false
        }
    }

    /// `an initial state name`, `a region name`: the phrase after its article. Only the unit
    /// of time starts with a "u", which sounds like "you" and takes "a".
    var phraseWithArticle: String {
        (phrase.first.map("aeio".contains) ?? false ? "an " : "a ") + phrase
    }

    var phrase: String {
        switch self {
        case .declaration: "declaration or row"
        case .name(let kind): "\(kind.rawValue) name"
        case .parameterLabel: "parameter label"
        case .regionName: "region name"
        case .inStateName: "state or group name after 'in('"
        case .inStateEnd: "')' to close 'in('"
        case .initialState: "initial state name"
        case .sourceState: "source state name"
        case .eventAfterOn: "event name after 'on'"
        case .onAfterSource: "'on' after the source state"
        case .action: "'->', 'stays' or 'ignore'"
        case .target(let word): "target state name after '\(word.rawValue)'"
        case .historyGroup: "group name after 'history'"
        case .historyAfterDeep: "'history' after 'deep'"
        case .historyArrow(let group): "'->' and the default state after 'history \(group)'"
        case .historyDefault: "default state name after '->'"
        case .stateOrGroup: "state or group name"
        case .stateOrGroupAfterComma: "state or group name after ','"
        case .effectCall: "effect name"
        case .stateEffectsSource(let kind): "state or group name after '\(kind.rawValue)'"
        case .stateEffectsSlash(let kind, let source): "'/' and the effects of '\(kind.rawValue) \(source)'"
        case .groupMembers(let group, let isRegion): "'=' and the \(isRegion ? "region" : "group")'s members after '\(group)'"
        case .contextBrace: "'{' after 'context'"
        case .typeAfter(let name): "':' and a type after '\(name)'"
        case .listEnd(let item): "',' or ')' in \(item.rawValue) list"
        case .patternItem: "name, '_' or literal in pattern"
        case .value: "name or literal"
        case .literal: "literal"
        case .type: "type"
        case .memberType: "type name after '.'"
        case .guardEnd: "']' to close the guard"
        case .parenthesizedGuardEnd: "')' to close the parenthesized guard"
        case .arrayTypeEnd: "']' to close the array type"
        case .dictionaryTypeEnd: "']' to close the dictionary type"
        case .genericArgumentsEnd: "'>' to close the generic arguments"
        case .delay: "duration ('300ms', '5s', '2min') or a context field of type Duration after 'after'"
        case .durationUnit: "unit of time ('ms', 's' or 'min') right after the number"
        case .durableIdentity: "payload label naming the operation's identity after 'durable('"
        case .durableIdentityEnd: "')' after the identity's label"
        case .fromAfterRenamed: "'from' after 'renamed'"
        case .formerName: "former name after 'renamed from'"
        }
    }
}

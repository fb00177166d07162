/// Every diagnostic the compiler can produce, so ids stay stable and greppable.
extension DiagnosticID {
    // Lexical
    public static let unexpectedCharacter = DiagnosticID("unexpected-character")
    public static let invalidUTF8 = DiagnosticID("invalid-utf8")
    public static let unterminatedString = DiagnosticID("unterminated-string")
    public static let invalidEscape = DiagnosticID("invalid-escape")
    public static let integerOverflow = DiagnosticID("integer-overflow")
    // Syntax
    public static let expectedToken = DiagnosticID("expected-token")
    public static let reservedWord = DiagnosticID("reserved-word")
    public static let chainedComparison = DiagnosticID("chained-comparison")
    public static let nestingTooDeep = DiagnosticID("nesting-too-deep")
    public static let unsupportedType = DiagnosticID("unsupported-type")
    /// What another tool writes and this language spells differently (timers, nested states).
    public static let foreignConstruct = DiagnosticID("foreign-construct")
    public static let emptyGroup = DiagnosticID("empty-group")
    // Declarations
    public static let missingMachine = DiagnosticID("missing-machine")
    public static let duplicateMachine = DiagnosticID("duplicate-machine")
    public static let machineNotFirst = DiagnosticID("machine-not-first")
    public static let missingInitial = DiagnosticID("missing-initial")
    public static let duplicateInitial = DiagnosticID("duplicate-initial")
    public static let duplicateContext = DiagnosticID("duplicate-context")
    public static let duplicateDeclaration = DiagnosticID("duplicate-declaration")
    public static let noStates = DiagnosticID("no-states")
    // Names and types
    public static let unknownName = DiagnosticID("unknown-name")
    public static let misspelledDeclaration = DiagnosticID("misspelled-declaration")
    public static let wrongArity = DiagnosticID("wrong-arity")
    public static let unboundName = DiagnosticID("unbound-name")
    public static let shadowsContext = DiagnosticID("shadows-context")
    public static let typeMismatch = DiagnosticID("type-mismatch")
    public static let literalOutOfRange = DiagnosticID("literal-out-of-range")
    public static let transitionFromFinal = DiagnosticID("transition-from-final")
    /// A Swift keyword where generated Swift needs a type name (a field's type, the machine's name).
    public static let swiftKeyword = DiagnosticID("swift-keyword")
    /// A field's type named like a type the generated code declares (`State`, `Effect`).
    public static let shadowedType = DiagnosticID("shadowed-type")
    /// A machine named like a type generated code refers to (`String`, `Equatable`, its own fields' types).
    public static let machineNameTaken = DiagnosticID("machine-name-taken")
    /// A region whose enum, nested in `State`, would hide a type generated code names there.
    public static let regionNameTaken = DiagnosticID("region-name-taken")
    /// Two specs of one run that declare the same machine, or write the same generated file.
    public static let duplicateInRun = DiagnosticID("duplicate-in-run")
    /// A `sensitive` field a durable machine would write to disk.
    public static let sensitivePersisted = DiagnosticID("sensitive-persisted")
    /// `durable(label)` naming no payload label of its effect, or one whose type cannot be a key.
    public static let durableIdentity = DiagnosticID("durable-identity")
    /// A `sensitive` value passed to a field a durable machine writes to disk, not marked `sensitive persisted`.
    public static let sensitiveFlowPersisted = DiagnosticID("sensitive-flow-persisted")
    /// `renamed from OLD` naming a declaration of the same kind (or a field of the same payload) that is still declared.
    public static let formerNameStillDeclared = DiagnosticID("former-name-still-declared")
    /// Two declarations of one kind (or two fields of one payload) `renamed from` the same name.
    public static let formerNameClaimedTwice = DiagnosticID("former-name-claimed-twice")
    // Time
    public static let zeroDuration = DiagnosticID("zero-duration")
    public static let durationOutOfRange = DiagnosticID("duration-out-of-range")
    public static let updateOutsideItsState = DiagnosticID("update-outside-its-state")
    // Eventless rows
    /// An `always` row written with `stays` or `ignore`, which would hold again after itself forever.
    public static let eventlessWithoutMove = DiagnosticID("eventless-without-move")
    /// `always` rows that provably lead from state to state in a cycle, so the machine would never settle.
    public static let eventlessCycle = DiagnosticID("eventless-cycle")
    /// `SOURCE done` whose source is not a group, or a group without a final state: it never completes.
    public static let completionWithoutFinal = DiagnosticID("completion-without-final")
    // History
    /// `history` (or a row's `GROUP history`) naming a state or a region rather than a group.
    public static let historyNotGroup = DiagnosticID("history-not-group")
    /// A history declaration whose default is not a state of its group.
    public static let historyDefaultOutside = DiagnosticID("history-default-outside")
    /// A second history declaration of one kind for one group.
    public static let historyRedeclared = DiagnosticID("history-redeclared")
    /// A row to `GROUP history` (or `GROUP deep history`) that the group does not declare.
    public static let historyUndeclared = DiagnosticID("history-undeclared")
    /// Shallow history that may enter a nested group at a first state with a payload it has no values for.
    public static let historyFirstStatePayload = DiagnosticID("history-first-state-payload")
    /// A machine with history given to `generate`, `tests` or `review`, whose Swift does not keep what is remembered yet.
    public static let historyNotGenerated = DiagnosticID("history-not-generated")
    // Groups and sources
    public static let memberInTwoGroups = DiagnosticID("member-in-two-groups")
    public static let groupCycle = DiagnosticID("group-cycle")
    public static let patternsOnGroup = DiagnosticID("patterns-on-group")
    public static let patternsInSourceList = DiagnosticID("patterns-in-source-list")
    public static let duplicateSource = DiagnosticID("duplicate-source")
    // Regions
    public static let memberInTwoRegions = DiagnosticID("member-in-two-regions")
    public static let stateInNoRegion = DiagnosticID("state-in-no-region")
    public static let regionInGroup = DiagnosticID("region-in-group")
    /// `initial` naming no state of a region, two of one, or several without regions.
    public static let initialPerRegion = DiagnosticID("initial-per-region")
    /// A row whose target, or whose source list, is in another region than its source.
    public static let rowAcrossRegions = DiagnosticID("row-across-regions")
    public static let anyStateWithRegions = DiagnosticID("any-state-with-regions")
    /// `in(...)` naming the row's own region, or used in a machine without regions.
    public static let inOwnRegion = DiagnosticID("in-own-region")
    public static let inBindsNothing = DiagnosticID("in-binds-nothing")
    // Generated names
    /// A generated state accessor (`isLoading`, a payload label's `articles`) spelled like another member of the state type.
    public static let accessorCollision = DiagnosticID("accessor-collision")
    // Files and limits
    public static let unreadableSpec = DiagnosticID("unreadable-spec")
    /// The target's `statemachine-gen.json` cannot be used: shown by the editor at a spec it governs.
    public static let configurationFile = DiagnosticID("configuration-file")
    public static let tooManyDiagnostics = DiagnosticID("too-many-diagnostics")
    public static let formatUnsupported = DiagnosticID("format-unsupported")
    // Warnings
    public static let unreachableState = DiagnosticID("unreachable-state")
    public static let deadEnd = DiagnosticID("dead-end")
    public static let unhandledEvent = DiagnosticID("unhandled-event")
    public static let unusedEffect = DiagnosticID("unused-effect")
    public static let shadowedRow = DiagnosticID("shadowed-row")
    public static let anyRowShadowed = DiagnosticID("any-row-shadowed")
    public static let guardAlwaysFalse = DiagnosticID("guard-always-false")
    public static let guardAlwaysTrue = DiagnosticID("guard-always-true")
    public static let unusedBinding = DiagnosticID("unused-binding")
    public static let unusedGroup = DiagnosticID("unused-group")
    public static let activityInFinalState = DiagnosticID("activity-in-final-state")
    public static let shadowedTimer = DiagnosticID("shadowed-timer")
    public static let lateResultUnhandled = DiagnosticID("late-result-unhandled")
    /// `in(...)` that is false whenever its clause is read.
    public static let inNeverHolds = DiagnosticID("in-never-holds")
    /// `in(...)` naming a whole region, which is always in one of its states.
    public static let inAlwaysHolds = DiagnosticID("in-always-holds")
    /// A `sensitive` value passed to a field not marked `sensitive`, which prints it in full.
    public static let sensitiveFlow = DiagnosticID("sensitive-flow")

    /// The warnings, which keep their id in the output even when promoted to errors.
    public static let warnings: Set<DiagnosticID> = [
        .unreachableState, .deadEnd, .unhandledEvent, .unusedEffect, .shadowedRow, .anyRowShadowed,
        .guardAlwaysFalse, .guardAlwaysTrue, .unusedBinding, .unusedGroup, .lateResultUnhandled, .activityInFinalState,
        .shadowedTimer, .sensitiveFlow, .inNeverHolds, .inAlwaysHolds,
    ]
}

/// What `statemachine-gen help replay` prints.
enum ReplayHelp {
    static let text = """
        Usage: statemachine-gen replay SPEC TRACE... [--config FILE | --no-config]

        Checks a change against what users actually did. Each TRACE is a file a running
        MachineStore wrote (store.recordTrace(to:)): the state it started in, then every
        event and timer it applied with the outcome, the effects and the state after it.
        replay runs SPEC's machine on the recorded inputs with the reference interpreter
        (the semantics the generated tests check the reducer against), from the state the
        trace starts in, and compares every step's outcome, effects and state.

        Output: nothing for a trace SPEC agrees with. For the first step that differs:
          TRACE:LINE: step N, INPUT: SPEC differs in outcome, effects, state
            recorded: what the app did
            SPEC: what SPEC does
        An event, field, state or timer SPEC no longer declares differs at its step too.
        'sensitive' fields were recorded as "<redacted>": they replay as a stand-in of
        their type ("<redacted>", 0, false, [], a value equal to no other), as does a
        number with a fraction (equal to itself only: the interpreter's numbers are
        whole); a difference at a step that used a stand-in says so.

        Options:
          --config FILE                 judge the spec with this statemachine-gen.json, not its target's
          --no-config                   no configuration file, whatever lies in the target

        Exit status: 0 SPEC agrees with every trace, 1 it differs from one, 2 SPEC has
        errors or a trace cannot be read (reported at TRACE:LINE), 64 wrong usage.

        Example:
          statemachine-gen replay specs/checkout.sm traces/*.jsonl

        """
}

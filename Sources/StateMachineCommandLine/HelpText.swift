/// What `--help` and `help COMMAND` print.
enum HelpText {
    static let version = "statemachine-gen 0.1.0"

    static let commands = [
        "generate", "check", "format", "tests", "dot", "mermaid", "table", "review", "explore", "diff", "replay", "new", "lsp",
    ]

    static let overview = """
        statemachine-gen: turn .sm state machine specs into Swift.

        A spec declares a machine's states, events, effects, transition rows, and
        optionally state groups, entry and exit effects, activities ('during') and
        timers ('after'); the generator checks it and writes Swift enums with a pure
        reducer that returns effects as data. Errors point at the spec as
        PATH:LINE:COLUMN.

        Usage: statemachine-gen <command> [options]

        Commands (every option of each; 'statemachine-gen help COMMAND' explains them):
          generate SPEC... --output DIR                 write one Swift file per machine
                   [--access internal|public] [--config FILE | --no-config] [--runtime] [--codable]
                   [--warnings-as-errors]
          check SPEC...                                 check specs, write nothing
                   [--format text|json] [--config FILE | --no-config] [--warnings-as-errors]
          format SPEC... [--check]                      rewrite specs in the canonical layout
          tests SPEC... --module MODULE --output DIR    write Swift Testing transition tables and scenarios
                   [--config FILE | --no-config] [--runtime] [--summarize-errors]
          dot SPEC [--output FILE]                      draw a spec as Graphviz DOT (or an image)
                   [--detail events|guards|full] [--format dot|svg|png] [--hide-ignored]
                   [--config FILE | --no-config]
          mermaid SPEC [--output FILE]                  draw a spec as a Mermaid stateDiagram-v2
                   [--detail events|guards|full] [--hide-ignored] [--config FILE | --no-config]
          table SPEC [--output FILE]                    print a spec's transition matrix as Markdown
                   [--config FILE | --no-config]
          review SPEC... --module MODULE --output DIR   write all of the above for reviewers, one check each
                   [--access internal|public] [--config FILE | --no-config] [--runtime] [--codable]
                   [--warnings-as-errors]
          explore SPEC... --output FILE.html            one offline page per spec that runs the machine:
                   [--trace TRACE] [--config FILE | --no-config]
                                                        send events, move the clock, play scenarios
          diff OLD NEW | diff SPEC... [--against REV]   report what changed in behaviour, not text:
                   [--format markdown|json] [--dot] [--mermaid]
                                                        exit 0 same, 1 differs, 2 a side does not check
          replay SPEC TRACE...                          replay traces a MachineStore recorded on SPEC:
                   [--config FILE | --no-config]        the first step that differs; exit 0 agrees, 1 differs
          new NAME --output DIR                         start a spec: DIR/NAME.sm from a template,
                                                        plus a Swift file if DIR has none
          lsp                                           serve the Language Server Protocol on stdin/stdout
          help [COMMAND]                                show help for a command

        Options:
          -h, --help     show this help (or a command's, after the command)
          --version      print the version

        Exit status: 0 done (warnings allowed), 1 a spec has errors (or a file could not
        be written), 64 wrong usage, 69 Graphviz is needed but not installed.

        Examples:
          statemachine-gen check specs/*.sm
          statemachine-gen generate specs/*.sm --output Generated

        """

    static func text(for command: String) -> String? {
        switch command {
        case "generate":
            return """
                Usage: statemachine-gen generate SPEC... --output DIR [--access internal|public]
                                                 [--config FILE | --no-config] [--runtime] [--codable]
                                                 [--warnings-as-errors]

                Checks every SPEC and, if none has errors, writes one Swift file per spec
                into DIR, named after the spec file (checkout.sm -> checkout.swift).
                With --runtime, also checkout+StateMachine.swift: the machine's conformance
                to StateMachineRuntime's StateMachine, so a MachineStore can drive it.
                Nothing is written when any spec has errors. Files whose bytes would not
                change are left untouched, so incremental builds stay incremental.

                Options:
                  --output DIR                  directory to write into (created if missing)
                  --access internal|public      access level of the generated API (default: internal);
                                                use public when the machine is part of a library product
                  --config FILE                 a statemachine-gen.json with options, e.g. { "access": "public" }
                                                or { "runtime": true, "codable": true }; the build plugin passes
                                                the target's own file; --access, --runtime and --codable win.
                                                Without it, the statemachine-gen.json of the specs' target
                                                applies, as in every command that checks specs
                  --no-config                   no configuration file, whatever lies in the target
                  --runtime                     also write the StateMachineRuntime conformance; the build
                                                plugin passes it when the target depends on StateMachineRuntime
                  --codable                     make State, Event, Effect and Context Codable (every payload
                                                and context type must be Codable)
                  --warnings-as-errors          treat warnings as errors: exit 1 and write nothing

                """
        case "format":
            return """
                Usage: statemachine-gen format [--check] SPEC...

                Rewrites each SPEC in the canonical layout of the examples: one declaration
                a line, rows of a block aligned in columns, single spaces elsewhere, comments
                kept, blank lines collapsed to one. Meaning never changes. A spec with syntax
                errors is reported and left untouched; files already formatted are not written.

                Options:
                  --check    write nothing; exit 1 naming each spec that is not formatted (for CI)

                """
        case "lsp":
            return """
                Usage: statemachine-gen lsp

                Serves the Language Server Protocol over standard input and output for
                editors: diagnostics as 'check' reports them, hover, go to definition,
                references, symbols, completion, rename, formatting and semantic tokens.

                """
        case "check":
            return """
                Usage: statemachine-gen check SPEC... [--format text|json] [--config FILE | --no-config]
                                              [--warnings-as-errors]

                Checks every SPEC and prints diagnostics as PATH:LINE:COLUMN: error: MESSAGE
                on standard error. Writes no files. Exits 1 when any spec has errors.
                Warnings end in their id, such as [unreachable-state]. Judges as the build
                does: with the statemachine-gen.json of the specs' target (the folder below
                Sources/ or Tests/, or the package's top folder that holds them), whose
                "notes" and "warningsAsErrors" apply; a file the build refuses fails here too.

                Options:
                  --format text|json            text on standard error (default), or one JSON
                                                document on standard output: path, line, column,
                                                severity, id, message and notes of each diagnostic
                  --config FILE                 this statemachine-gen.json instead of the target's
                  --no-config                   no configuration file, whatever lies in the target
                  --warnings-as-errors          treat warnings as errors (exit 1)

                """
        case "review":
            return """
                Usage: statemachine-gen review SPEC... --module MODULE --output DIR [--access internal|public]
                                               [--config FILE | --no-config] [--runtime] [--codable]
                                               [--warnings-as-errors]

                Writes into DIR, per spec, everything a reviewer reads in a pull request, from
                one check of each spec in one process: the machine (checkout.sm ->
                checkout.swift, and checkout+StateMachine.swift with --runtime) as generate
                writes it, its tests and scenarios for MODULE as tests writes them, and its
                diagrams and matrix as dot, mermaid and table write them by default
                (checkout.dot, checkout.mmd, checkout.matrix.md). Every file is written or
                none; a file whose bytes are unchanged is not touched. The
                generate-state-machines plugin runs it once per target, into Generated/.

                Options:
                  --module MODULE               the module the tests import with @testable
                  --output DIR                  directory to write into (created if missing)
                  --access internal|public      access level of the generated API (default: internal)
                  --config FILE                 this statemachine-gen.json instead of the target's
                  --no-config                   no configuration file, whatever lies in the target
                  --runtime                     also write each machine's StateMachineRuntime conformance,
                                                and check its scopes in the tests
                  --codable                     make State, Event, Effect and Context Codable
                  --warnings-as-errors          treat warnings as errors (exit 1)

                """
        case "tests":
            return """
                Usage: statemachine-gen tests SPEC... --module MODULE --output DIR [--config FILE | --no-config]
                                              [--runtime] [--summarize-errors]

                Writes, per spec, a Swift Testing file (checkout.sm -> checkout.tests.swift) that
                imports MODULE with @testable and checks the generated reducer against the
                spec's whole transition table: every state with every event, each row firing,
                each guard holding and failing, each repeated name and literal not matching,
                and each firing row's event replayed. Expected outcomes come from a reference
                interpreter of the spec, written out as literals.

                Also writes, per spec, scenarios (checkout.sm -> checkout.scenarios.swift): the
                shortest walk of events from the initial state to every row, a result arriving
                for an earlier identity after the machine moved on, and callbacks delivered twice.

                Payload types other than the standard ones need two sample values in the test
                target: extension Money { static var transitionSamples: (Money, Money) { ... } }

                Options:
                  --module MODULE               the module that holds the generated machines
                  --output DIR                  directory to write into (created if missing)
                  --config FILE                 MODULE's statemachine-gen.json (default: that of the specs'
                                                target); its "runtime" acts as --runtime does
                  --no-config                   no configuration file, whatever lies in the target
                  --runtime                     MODULE has the machines' StateMachineRuntime conformances
                                                (generate --runtime): also check, per state, the timers and
                                                activities scopes(of:context:) lists; the build plugin passes
                                                it when MODULE depends on StateMachineRuntime
                  --summarize-errors            for specs with errors, write files without tests and succeed
                                                quietly; the build plugin passes it, since the same build's
                                                generate prints the errors and fails

                """
        case "dot":
            return """
                Usage: statemachine-gen dot SPEC [--output FILE] [--detail events|guards|full]
                                                 [--format dot|svg|png] [--hide-ignored] [--config FILE | --no-config]

                Draws the machine as Graphviz DOT on standard output, or into FILE (written
                only when its bytes change). One node per state, the initial state entered
                from a start point, final states with a double border, one edge per '->' row
                labelled with what its ends do not show: the event, conditions such as
                [op == operationID], target arguments and effects. 'ignore' rows are dashed
                grey loops (omit them with --hide-ignored). Rows written with '*' are drawn
                once, from a single dashed "any state" node, rather than copied onto every state.
                Groups are clusters; a group's row is one edge from the cluster's boundary.

                Options:
                  --output FILE                 write into FILE instead of standard output
                  --detail events|guards|full   how much of each row the labels show (default: full):
                                                events = event names; guards = patterns and guards;
                                                full = also targets' arguments and effects
                  --format dot|svg|png          svg and png pipe the DOT through Graphviz's 'dot'
                                                (install: apt-get install graphviz / brew install graphviz)
                  --hide-ignored                leave 'ignore' rows out
                  --config FILE                 judge the spec with this statemachine-gen.json, not its target's
                  --no-config                   no configuration file, whatever lies in the target

                """
        case "mermaid":
            return """
                Usage: statemachine-gen mermaid SPEC [--output FILE] [--detail events|guards|full] [--hide-ignored]
                                                     [--config FILE | --no-config]

                Draws the machine as a Mermaid stateDiagram-v2, which GitHub renders inline in
                Markdown inside a ```mermaid block. Same content rules as 'dot', except that
                'ignore' rows, which Mermaid cannot dash, are listed in a note beside their state.

                Options:
                  --output FILE                 write into FILE instead of standard output
                  --detail events|guards|full   how much of each row the labels show (default: full)
                  --hide-ignored                leave 'ignore' rows out
                  --config FILE                 judge the spec with this statemachine-gen.json, not its target's
                  --no-config                   no configuration file, whatever lies in the target

                """
        case "new":
            return """
                Usage: statemachine-gen new NAME --output DIR

                Starts a machine: writes DIR/NAME.sm, a small working spec to edit (machine
                Name, with an operation ID that rejects stale answers), and, when DIR holds no
                Swift file, DIR/StateMachines.swift, because SwiftPM builds a target only when
                it has one. Never overwrites a spec. In a package, the command plugin does the
                same for a target:
                  swift package --allow-writing-to-package-directory add-state-machine --target Upload upload

                Options:
                  --output DIR                  the target's folder, such as Sources/Upload

                """
        case "explore":
            return explore
        case "table":
            return """
                Usage: statemachine-gen table SPEC [--output FILE] [--config FILE | --no-config]

                Prints the machine's transition matrix as a Markdown table on standard output, or
                into FILE (written only when its bytes change): one row per state, one column per
                event, each cell listing the rows tried in order with their conditions and what
                they do ('→ target / effects' or 'ignore'); '—' where no row handles the event.
                A machine with more than 8 events, and more events than states, is transposed.

                Options:
                  --output FILE                 write into FILE instead of standard output
                  --config FILE                 judge the spec with this statemachine-gen.json, not its target's
                  --no-config                   no configuration file, whatever lies in the target

                """
        case "diff":
            return DiffHelp.text
        case "replay":
            return ReplayHelp.text
        default:
            return nil
        }
    }
}

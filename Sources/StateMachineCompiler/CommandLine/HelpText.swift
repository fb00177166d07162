/// What `--help` and `help COMMAND` print.
enum HelpText {
    static let version = "statemachine-gen 0.1.0"

    static let commands = ["generate", "check"]

    static let overview = """
        statemachine-gen: turn .sm state machine specs into Swift.

        A spec declares a machine's states, events, effects and transition rows; the
        generator checks it and writes Swift enums with a pure reducer that returns
        effects as data. Errors point at the spec as PATH:LINE:COLUMN.

        Usage: statemachine-gen <command> [options]

        Commands:
          generate SPEC... --output DIR [--access public]   write one Swift file per machine
          check SPEC...                                     check specs, write nothing
          help [COMMAND]                                    show help for a command

        Options:
          -h, --help     show this help (or a command's, after the command)
          --version      print the version

        Exit status: 0 done (warnings allowed), 1 a spec has errors, 64 wrong usage.

        Examples:
          statemachine-gen check specs/*.sm
          statemachine-gen generate specs/*.sm --output Generated

        """

    static func text(for command: String) -> String? {
        switch command {
        case "generate":
            return """
                Usage: statemachine-gen generate SPEC... --output DIR [--access public]

                Checks every SPEC and, if none has errors, writes one Swift file per spec
                into DIR, named after the spec file (checkout.sm -> checkout.swift).
                Nothing is written when any spec has errors. Files whose bytes would not
                change are left untouched, so incremental builds stay incremental.

                Options:
                  --output DIR                  directory to write into (created if missing)
                  --access internal|public      access level of the generated API (default: internal);
                                                use public when the machine is part of a library product

                """
        case "check":
            return """
                Usage: statemachine-gen check SPEC...

                Checks every SPEC and prints diagnostics as PATH:LINE:COLUMN: error: MESSAGE
                on standard error. Writes no files. Exits 1 when any spec has errors.

                """
        default:
            return nil
        }
    }
}

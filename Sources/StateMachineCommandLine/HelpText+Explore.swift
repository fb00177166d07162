extension HelpText {
    static let explore = """
        Usage: statemachine-gen explore SPEC... --output FILE.html [--trace TRACE]
                                        [--config FILE | --no-config]

        Checks each SPEC as 'check' does (a spec with errors is refused, its diagnostics
        printed) and writes one self-contained HTML page that runs the machine. Open it
        from disk in any browser: it needs no server and fetches nothing. It shows the
        diagram with the current state of each region highlighted, a button per event
        with its payload prefilled (an answer carries the identity of the state in
        flight), the effects requested and the activities running, the clock (advance
        to the next timer, or by an amount), an undoable history, the context fields
        (editable), and the spec's scenario walks, played step by step. The page runs
        the spec's semantics from the checked machine embedded in it.

        The diagram is Graphviz's when 'dot' is installed (machines up to 300 states);
        otherwise the page draws its own layout. Neither Graphviz nor a browser is
        needed to write the page.

        With one SPEC, --output is the page's path. With several, --output is a
        directory (created if missing) that receives one page per spec, named after
        the spec file: checkout.sm -> DIR/checkout.html.

        Options:
          --output FILE.html | DIR      the page, or the directory of pages for several specs
          --trace TRACE                 a recorded trace (JSON Lines, one step a line) the page
                                        plays when it opens, reporting the first step where the
                                        spec does otherwise; one SPEC only
          --config FILE                 this statemachine-gen.json instead of the target's
          --no-config                   no configuration file, whatever lies in the target

        Scripts and tests drive the page through window.explorer: send(NAME, FIELDS),
        advance(MILLISECONDS), state(), effects() and playTrace(TEXT); see the
        Explorer article of the documentation.

        Example:
          statemachine-gen explore specs/checkout.sm --output checkout.html

        """
}

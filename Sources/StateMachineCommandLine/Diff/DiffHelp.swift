/// `statemachine-gen help diff`.
enum DiffHelp {
    static let text = """
        Usage: statemachine-gen diff OLD.sm NEW.sm [--format markdown|json | --dot | --mermaid]
               statemachine-gen diff SPEC... [--against REV] [--format markdown|json]
               statemachine-gen diff SPEC [--against REV] [--dot | --mermaid]

        Reports what changed in what the machine does, not in its text. Both versions are
        run through the reference interpreter on every state and event, with every input
        the transition tests distinguish (identities equal or not, guards true or false,
        comparison boundaries), and entry, exit and start effects; each state's timers
        (delay, owner, what firing does) and activities are compared too. A reformat,
        renamed bindings, a list split into rows, a '*' row written out per state or a
        delay in other units is no change: the report then says only that the text changed.
        The report lists API changes (cases, payloads, context fields, groups' members),
        for a machine with a durable effect the persisted-data changes old journals cannot
        survive, behaviour changes per state and event (and per timer and activity) with an
        example input where one is needed, and warnings that appeared or went away. A group
        added or removed is a note.

        With one SPEC, or with --against, each SPEC is compared with the same path at a git
        revision (default HEAD), read with 'git cat-file' (a tracked symbolic link is
        followed inside the repository; a spec over 4 MB is refused). REV is one revision:
        one starting with '-', or a range, is wrong usage. With several specs (as the
        diff-state-machines plugin runs it) the report covers them all, and a spec that
        exists on one side only is reported as added or removed. A spec that cannot be
        compared is named in the report; in JSON as {"spec": ..., "compared": false,
        "errors": [...]}, with the first line of each of its errors.

        Options:
          --against REV                 compare with the spec at git revision REV (default HEAD)
          --codable                     the machines are generated Codable (the 'codable' setting):
                                        list what values the app stored cannot survive
          --format markdown|json        Markdown for a pull-request comment (default), or JSON
          --dot                         instead, the new machine as Graphviz DOT with the changes
                                        marked: added states and rows green, changed ones orange,
                                        removed states and moves dashed red
          --mermaid                     the same as a Mermaid state diagram, as GitHub shows it
                                        (states coloured; transitions labelled added:, changed:, removed:)

        Exit status: 0 the machines behave the same, 1 they differ, 2 a side cannot be read
        or checked (its diagnostics are printed as 'check' prints them), OLD and NEW are
        different machines (use --against for an earlier version of one) or the report
        cannot be written, 3 no difference found but a search for inputs gave up (the
        comparison is incomplete), 64 wrong usage.

        """
}

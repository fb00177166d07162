/// The page's JavaScript, in the order it runs: the step engine (values, descriptions, the
/// machine document, clauses, steps, the session's scopes and clock), then the page around it.
/// Written once, in plain JavaScript without libraries, and embedded whole in every page.
enum ExplorerScript {
    static var all: String {
        [values, describe, machine, clause, step, session, samples, explorer, scenarios, trace, interface, render, diagram, main].joined(
            separator: "\n")
    }
}

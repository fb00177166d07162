import StateMachineCompiler

/// One self-contained HTML page that runs a checked machine: the machine document
/// (``MachineDocument``), its scenario walks, an optional Graphviz diagram and trace, the style
/// sheet and the step engine, all inline. It names no URL in a `src`, an `href` or a CSS `url()`,
/// so it opens from disk and fetches nothing.
public enum ExplorerPage {
    /// `diagram` is Graphviz's SVG of the machine, or `nil` for the page's own layout; `trace`
    /// is a recorded trace (JSON Lines) the page plays when it opens.
    public static func html(for machine: Machine, scenarios: ScenarioPlan?, diagram: String?, trace: String? = nil) -> String {
        let name = escaped(machine.name)
        let scenarioDocument = scenarios.map { ScenarioDocument.encode($0, machine: machine).text } ?? "[]"
        let traceText = (trace ?? "").replacingOccurrences(of: "<", with: "\\u003c")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(name) — statemachine-gen explorer</title>
            <style>
            \(ExplorerStyle.css)
            </style>
            </head>
            <body>
            <header><h1 id="machine-name">\(name)</h1><p>\(escaped(machine.specFileName)): send events, move the clock, \
            undo steps; the page runs the spec's semantics and fetches nothing.</p></header>
            <main>
            <div>
            <section aria-labelledby="diagram-title"><h2 id="diagram-title">Diagram</h2>
            <div id="diagram">\(diagram.map(inlineSVG) ?? "")</div></section>
            <section aria-labelledby="states-title"><h2 id="states-title">States</h2><div id="states"></div></section>
            </div>
            <div>
            <section aria-labelledby="events-title"><h2 id="events-title">Events</h2>
            <p id="status" role="status" aria-live="polite"></p><div id="events"></div></section>
            <section aria-labelledby="clock-title"><h2 id="clock-title">Clock</h2>
            <p>Now: <span id="now">0 ms</span> <button type="button" id="next-timer">Advance to the next timer</button></p>
            <form id="clock-form"><label for="advance-by">Advance by (ms)</label> <input id="advance-by" value="1000" \
            inputmode="numeric"> <button type="submit">Advance</button></form>
            <h3>Armed timers</h3><ul id="timers"></ul></section>
            <section aria-labelledby="effects-title"><h2 id="effects-title">Effects requested</h2><ol id="effects"></ol>
            <h3>Activities running</h3><ul id="activities"></ul></section>
            <section aria-labelledby="context-title"><h2 id="context-title">Context</h2><form id="context"></form></section>
            <section aria-labelledby="history-title"><h2 id="history-title">History</h2>
            <p><button type="button" id="undo">Undo</button> <button type="button" id="reset">Start again</button></p>
            <ol id="history"></ol></section>
            <section aria-labelledby="scenarios-title"><h2 id="scenarios-title">Scenario walks</h2><ol id="scenarios"></ol></section>
            <section aria-labelledby="trace-title"><h2 id="trace-title">Trace</h2><p id="trace-status" role="status"></p></section>
            </div>
            </main>
            <script type="application/json" id="machine-document">\(MachineDocument.encode(machine).text)</script>
            <script type="application/json" id="scenario-document">\(scenarioDocument)</script>
            <script type="application/x-ndjson" id="trace-document">\(traceText)</script>
            <script>
            "use strict";
            \(ExplorerScript.all)
            </script>
            </body>
            </html>

            """
    }

    /// Graphviz's SVG from its `<svg` on, without the XML prolog, comments or namespace
    /// declarations (an inline SVG needs none), so no URL is left in it.
    static func inlineSVG(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        var text = String(svg[start.lowerBound...])
        while let open = text.range(of: "<!--"), let close = text.range(of: "-->", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        for declaration in [#" xmlns="http://www.w3.org/2000/svg""#, #" xmlns:xlink="http://www.w3.org/1999/xlink""#] {
            text = text.replacingOccurrences(of: declaration, with: "")
        }
        return text
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

extension ExplorerScript {
    /// The page's script, part 14 of 14; its opening comment says what it does.
    static let main = #"""
        // Starts the page from the documents `explore` embedded, and publishes the test contract.
        SM.readDocument = (id) => {
          const node = document.getElementById(id);
          return node && node.textContent.trim() ? JSON.parse(node.textContent) : null;
        };
        SM.start = () => {
          const explorer = new SM.Explorer(SM.readDocument("machine-document"), SM.readDocument("scenario-document") ?? []);
          const ui = new SM.UI(explorer);
          window.explorer = {
            send: (name, fields = {}) => explorer.send(name, fields),
            advance: (milliseconds) => explorer.advance(milliseconds),
            state: () => explorer.state(),
            effects: () => explorer.effects(),
            activities: () => explorer.activities(),
            timers: () => explorer.timers(),
            now: () => explorer.session.now,
            undo: () => explorer.undo(),
            reset: () => explorer.restart(),
            setContext: (values) => explorer.setContext(values),
            playScenario: (index) => explorer.playScenario(index),
            playTrace: (text) => SM.playTrace(explorer, text),
            // Replaces the machine (the differential test loads many into one page).
            load: (machineDocument) => {
              explorer.onChange = null;
              explorer.load(machineDocument);
              document.getElementById("diagram").replaceChildren();
              ui.build();
              explorer.onChange = () => ui.update();
              ui.update();
            },
          };
          const trace = document.getElementById("trace-document");
          if (trace && trace.textContent.trim()) document.getElementById("trace-status").textContent = SM.traceReport(SM.playTrace(explorer, trace.textContent));
        };
        if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", SM.start);
        else SM.start();
        """#
}

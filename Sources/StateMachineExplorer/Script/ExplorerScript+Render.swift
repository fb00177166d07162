extension ExplorerScript {
    /// The page's script, part 12 of 14; its opening comment says what it does.
    static let render = #"""
        // What each step changes on the page.
        SM.typeText = (type) => {
          if (type.optional) return SM.typeText(type.optional) + "?";
          if (type.array) return "[" + SM.typeText(type.array) + "]";
          if (type.dictionary) return "[" + SM.typeText(type.dictionary[0]) + ": " + SM.typeText(type.dictionary[1]) + "]";
          return type.named + (type.args.length ? "<" + type.args.map(SM.typeText).join(", ") + ">" : "");
        };
        // Form text as JSON where it reads as JSON (numbers, arrays, true, null), else as a string.
        SM.parseInput = (text) => { try { return JSON.parse(text); } catch { return text; } };
        SM.inputText = (value) => (typeof value === "string" ? value : JSON.stringify(SM.plain(value)));
        SM.list = (id, items) => {
          const list = document.getElementById(id);
          list.replaceChildren(...items.map((text) => SM.element("li", {}, text)));
        };
        SM.UI.prototype.update = function () {
          const explorer = this.explorer, session = explorer.session;
          const current = new Set(session.states.map((state) => state.index));
          for (const index of this.current ?? []) {
            if (current.has(index)) continue;
            this.stateNodes.get(index)?.removeAttribute("aria-current");
            this.diagramNodes.get(explorer.machine.states[index]?.name)?.classList.remove("current");
          }
          for (const index of current) {
            this.stateNodes.get(index)?.setAttribute("aria-current", "true");
            this.diagramNodes.get(explorer.machine.states[index]?.name)?.classList.add("current");
          }
          this.current = current;
          for (const { event, inputs } of this.eventForms) {
            const values = SM.prefill(explorer.machine, event, session.states);
            inputs.forEach((input, i) => { input.value = SM.inputText(values[i]); });
          }
          for (const { field, input } of this.contextInputs) input.value = SM.inputText(session.context[field.name]);
          document.getElementById("now").textContent = `${session.now} ms`;
          SM.list("timers", explorer.timers().map((t) => `${t.timer} at ${t.due} ms`));
          SM.list("effects", explorer.effects());
          SM.list("activities", explorer.activities());
          SM.list("history", explorer.history.map((step) => step.label));
          document.getElementById("undo").disabled = explorer.history.length === 0;
          document.getElementById("next-timer").disabled = session.nextDue() === null;
        };
        """#
}

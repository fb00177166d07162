extension ExplorerScript {
    /// The page's script, part 11 of 14; its opening comment says what it does.
    static let interface = #"""
        // The page: states (each `data-state`, the current one of each region `aria-current="true"`),
        // a form per event with its `<button data-event>`, the clock, effects, activities, the
        // editable context, the history with undo, and the scenario walks. Built once; each step
        // only updates what changed, so a machine of a thousand states stays quick.
        SM.element = (tag, attributes = {}, ...children) => {
          const node = document.createElement(tag);
          for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
          for (const child of children) node.append(child);
          return node;
        };
        SM.UI = class {
          constructor(explorer) {
            this.explorer = explorer;
            this.build();
            explorer.onChange = () => this.update();
            this.update();
          }
          build() {
            const machine = this.explorer.machine;
            this.stateNodes = new Map();
            this.current = null;
            document.getElementById("machine-name").textContent = machine.name;
            this.buildStates(machine);
            this.buildEvents(machine);
            this.buildContext(machine);
            this.buildClock();
            SM.drawDiagram(machine, document.getElementById("diagram"));
            this.diagramNodes = new Map([...document.querySelectorAll("#diagram [data-node]")].map((n) => [n.getAttribute("data-node"), n]));
            SM.buildScenarios(this.explorer, document.getElementById("scenarios"));
          }
          buildStates(machine) {
            const list = document.getElementById("states");
            list.replaceChildren();
            const groups = machine.regionCount > 0 ? machine.regions.map((name, i) => [name, i]) : [[machine.name, 0]];
            for (const [title, region] of groups) {
              const items = SM.element("ul", { "aria-label": title });
              machine.states.forEach((state, index) => {
                if (machine.regionCount > 0 && state.region !== region) return;
                const item = SM.element("li", { "data-state": state.name }, state.name + (state.final ? " (final)" : ""));
                this.stateNodes.set(index, item);
                items.append(item);
              });
              list.append(SM.element("h3", {}, title), items);
            }
          }
          buildEvents(machine) {
            const container = document.getElementById("events");
            container.replaceChildren();
            this.eventForms = machine.events.map((event) => {
              const form = SM.element("form", { class: "event", "aria-label": event.name });
              const inputs = event.fields.map((field) => {
                const id = `event-${event.name}-${field.name}`;
                const input = SM.element("input", { id, name: field.name, "data-type": SM.key(field.type) });
                form.append(SM.element("label", { for: id }, `${field.name}: ${SM.typeText(field.type)}`), input);
                return input;
              });
              const button = SM.element("button", { type: "submit", "data-event": event.name }, event.name);
              form.prepend(button);
              form.addEventListener("submit", (submit) => {
                submit.preventDefault();
                const fields = Object.fromEntries(event.fields.map((field, i) => [field.name, SM.parseInput(inputs[i].value)]));
                this.attempt(() => this.explorer.send(event.name, fields));
              });
              container.append(form);
              return { event, inputs };
            });
          }
          buildContext(machine) {
            const form = document.getElementById("context");
            form.replaceChildren();
            this.contextInputs = (machine.context ?? []).map((field) => {
              const id = `context-${field.name}`;
              const input = SM.element("input", { id, name: field.name });
              form.append(SM.element("label", { for: id }, `${field.name}: ${SM.typeText(field.type)}`), input);
              return { field, input };
            });
            if (this.contextInputs.length === 0) form.append(SM.element("p", {}, "No context."));
            else form.append(SM.element("button", { type: "submit" }, "Apply context"));
            form.onsubmit = (submit) => {
              submit.preventDefault();
              const values = Object.fromEntries(this.contextInputs.map(({ field, input }) => [field.name, SM.parseInput(input.value)]));
              this.attempt(() => this.explorer.setContext(values));
            };
          }
          buildClock() {
            document.getElementById("next-timer").onclick = () => {
              const due = this.explorer.session.nextDue();
              if (due !== null) this.attempt(() => this.explorer.advance(due - this.explorer.session.now));
            };
            document.getElementById("clock-form").onsubmit = (submit) => {
              submit.preventDefault();
              this.attempt(() => this.explorer.advance(Number(document.getElementById("advance-by").value) || 0));
            };
            document.getElementById("undo").onclick = () => this.explorer.undo();
            document.getElementById("reset").onclick = () => this.explorer.restart();
          }
          attempt(action) {
            const status = document.getElementById("status");
            try { status.textContent = ""; const result = action(); if (typeof result === "string") status.textContent = result; }
            catch (error) { status.textContent = error.message; }
          }
        };
        """#
}

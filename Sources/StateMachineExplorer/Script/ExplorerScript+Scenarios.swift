extension ExplorerScript {
    /// The page's script, part 9 of 14; its opening comment says what it does.
    static let scenarios = #"""
        // The generated scenario walks: each starts from its state and context and plays step by step,
        // showing whether the page does what the spec's walk says.
        SM.Explorer.prototype.scenarioStart = function (index) {
          const scenario = this.scenarios[index];
          const machine = this.machine;
          const states = scenario.start.map((c) => ({ index: c.index, ...SM.caseFrom(machine.states[c.index], c.values) }));
          const context = Object.fromEntries((machine.context ?? []).map((f, i) => [f.name, SM.coerce(SM.literal(scenario.context[i] ?? { nil: true }), f.type)]));
          this.restart(states, Object.keys(context).length ? context : this.contextValues, false);
          this.scenario = { index, next: 0, agreed: true };
        };
        // Plays the next step of the scenario started; returns whether it did what the walk says.
        SM.Explorer.prototype.scenarioStep = function () {
          const scenario = this.scenarios[this.scenario?.index];
          const step = scenario?.steps[this.scenario.next];
          if (!step) return null;
          this.scenario.next += 1;
          const machine = this.machine;
          const expectedEffects = step.effects.map((c) => this.describeEffect({ index: c.index, ...SM.caseFrom(machine.effects[c.index], c.values) }));
          const before = this.session.effects.length;
          const outcome = step.input.timer !== undefined
            ? this.step(`timer ${machine.timerNames[step.input.timer]}`, () => this.session.fire(step.input.timer))
            : this.step(machine.events[step.input.event.index].name, () =>
              this.session.send({ index: step.input.event.index, ...SM.caseFrom(machine.events[step.input.event.index], step.input.event.values) }));
          const effects = this.effects().slice(before);
          const states = this.session.states.map((s) => machine.states[s.index].name);
          const agrees = outcome === step.outcome && SM.key(effects) === SM.key(expectedEffects) &&
            SM.key(states) === SM.key(step.states.map((c) => machine.states[c.index].name));
          this.scenario.agreed &&= agrees;
          return { outcome, expected: step.outcome, agrees };
        };
        SM.Explorer.prototype.playScenario = function (index) {
          this.scenarioStart(index);
          const steps = [];
          for (let result = this.scenarioStep(); result; result = this.scenarioStep()) steps.push(result);
          return { agreed: this.scenario.agreed, steps };
        };
        SM.buildScenarios = (explorer, container) => {
          container.replaceChildren();
          if (explorer.scenarios.length === 0) container.append(SM.element("p", {}, "No scenario walks."));
          explorer.scenarios.forEach((scenario, index) => {
            const status = SM.element("span", { role: "status" });
            const start = SM.element("button", { type: "button" }, "Start");
            const next = SM.element("button", { type: "button" }, "Next step");
            start.onclick = () => { explorer.scenarioStart(index); status.textContent = `0 of ${scenario.steps.length} steps`; };
            next.onclick = () => {
              if (explorer.scenario?.index !== index) explorer.scenarioStart(index);
              const result = explorer.scenarioStep();
              status.textContent = result
                ? `${explorer.scenario.next} of ${scenario.steps.length}: ${result.outcome}${result.agrees ? " as the walk says" : `, the walk says ${result.expected}`}`
                : "done";
            };
            container.append(SM.element("li", { "data-scenario": scenario.title }, SM.element("span", {}, `${scenario.title} (${scenario.kind})`), start, next, status));
          });
        };
        """#
}

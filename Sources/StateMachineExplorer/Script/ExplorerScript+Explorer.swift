extension ExplorerScript {
    /// The page's script, part 8 of 14; its opening comment says what it does.
    static let explorer = #"""
        // The page's test contract and its history: `window.explorer.send(name, fields)`, `advance(ms)`,
        // `state()`, `effects()`, and `playTrace(text)`; every step can be undone.
        SM.Explorer = class {
          constructor(document, scenarios) {
            this.load(document, scenarios);
          }
          load(document, scenarios = []) {
            this.machine = new SM.Machine(document);
            this.scenarios = scenarios;
            this.contextValues = Object.fromEntries((this.machine.context ?? []).map((f) => [f.name, SM.sample(f.type)]));
            this.restart();
          }
          initialStates() {
            return this.machine.initials.map((initial) => ({ index: initial.state, ...SM.caseFrom(this.machine.states[initial.state], initial.values) }));
          }
          restart(states = this.initialStates(), context = this.contextValues, startEffects = true) {
            this.session = new SM.Session(this.machine, context, states, startEffects);
            this.history = [];
            this.changed();
          }
          snapshot() {
            const { states, context, now, ticket, scopes, armed, activities, effects, log } = this.session;
            return structuredClone({ states, context, now, ticket, scopes, armed, activities, effects, log });
          }
          // Runs `change` as one undoable step; a step that would trap in Swift changes nothing and throws.
          step(label, change) {
            const before = this.snapshot();
            try {
              const result = change();
              this.history.push({ label, before });
              return result;
            } catch (error) {
              Object.assign(this.session, before);
              throw error;
            } finally {
              this.changed();
            }
          }
          undo() {
            const last = this.history.pop();
            if (last) Object.assign(this.session, last.before);
            this.changed();
            return last !== undefined;
          }
          eventCase(name, fields = {}) {
            const index = this.machine.eventIndex.get(name);
            if (index === undefined) throw new Error(`no event '${name}' in ${this.machine.name}`);
            const declaration = this.machine.events[index];
            const prefilled = SM.prefill(this.machine, declaration, this.session.states);
            const values = declaration.fields.map((field, i) =>
              Object.hasOwn(fields, field.name) && fields[field.name] !== "<redacted>" ? SM.coerce(fields[field.name], field.type) : prefilled[i]);
            return { index, values };
          }
          send(name, fields = {}) {
            const event = this.eventCase(name, fields);
            return this.step(SM.describeCase(this.machine.events[event.index], event.values), () => this.session.send(event));
          }
          advance(milliseconds) {
            return this.step(`clock +${milliseconds} ms`, () => this.session.advance(Number(milliseconds)));
          }
          setContext(values) {
            return this.step("context", () => {
              for (const field of this.machine.context ?? []) {
                if (Object.hasOwn(values, field.name)) this.session.context[field.name] = SM.coerce(values[field.name], field.type);
              }
              this.contextValues = { ...this.session.context };
            });
          }
          state() {
            const names = this.session.states.map((state) => this.machine.states[state.index].name);
            if (this.machine.regionCount === 0) return { state: names[0] };
            return Object.fromEntries(this.machine.regions.map((region, i) => [region, names[i]]));
          }
          describeEffect(effect) { return SM.describeCase(this.machine.effects[effect.index], effect.values); }
          effects() { return this.session.effects.map((effect) => this.describeEffect(effect)); }
          activities() { return this.session.activities.map((activity) => this.describeEffect(activity.effect)); }
          timers() {
            return [...this.session.armed].sort((a, b) => a.due - b.due || a.ticket - b.ticket)
              .map((t) => ({ timer: this.machine.timerNames[t.timer], due: t.due }));
          }
          changed() { if (this.onChange) this.onChange(); }
        };
        """#
}

extension ExplorerScript {
    /// The page's script, part 6 of 14; its opening comment says what it does.
    static let session = #"""
        // What a store running the machine holds: each region's state, the context, the clock, the
        // scopes it is in with their armed timers and running activities, and every effect requested.
        // Scopes follow the runtime: a `->` row leaves every state scope and each group not in the
        // next state's scopes; a region whose row was no `->` keeps its scopes; `stays` keeps timers.
        SM.Session = class {
          // `startEffects`: whether the machine starts in `states` as a store does, performing their
          // entries and taking the `always` rows that hold; a scenario's walk starts where it says.
          constructor(machine, context, states, startEffects) {
            this.machine = machine;
            this.stepper = new SM.Stepper(machine);
            this.context = { ...context };
            this.states = states;
            Object.assign(this, { now: 0, ticket: 0, scopes: [], armed: [], activities: [], effects: [], log: [] });
            if (startEffects) {
              const started = this.stepper.start(this.states, this.context);
              this.states = started.states;
              this.effects.push(...started.effects);
            }
            this.moveScopes(null);
          }
          // The scopes of every region's state: its groups (outermost first) and its case, with their work.
          nextScopes() {
            const machine = this.machine;
            const scopes = [];
            this.states.forEach((state, region) => {
              for (const scope of machine.timeScopes(state.index)) {
                const timers = machine.timersOf(scope);
                const during = machine.declarations("during", scope);
                if (timers.length === 0 && during.length === 0) continue;
                const kind = scope.state !== undefined ? "state" : "group";
                const activities = this.stepper.contributed(during, state, this.context, null);
                scopes.push({ name: machine.scopeName(scope), kind, region: machine.regionCount > 0 ? region : null, timers, activities });
              }
            });
            return scopes;
          }
          // `regionsLeft`: null for every region (the start), else the regions whose row was a `->` row.
          moveScopes(regionsLeft) {
            const next = this.nextScopes();
            const follows = (scope) => scope.region === null || regionsLeft === null || regionsLeft.includes(scope.region);
            const kept = new Map(), untouched = new Map(), left = [];
            for (const scope of this.scopes) {
              if (!follows(scope)) untouched.set(scope.region, [...(untouched.get(scope.region) ?? []), scope]);
              else if (scope.kind === "group" && next.some((n) => n.kind === "group" && n.name === scope.name)) kept.set(scope.name, scope);
              else left.push(scope);
            }
            const moved = [], entered = [];
            for (const scope of next) {
              if (!follows(scope)) { moved.push(...(untouched.get(scope.region) ?? [])); untouched.delete(scope.region); }
              else if (kept.has(scope.name)) moved.push(kept.get(scope.name));
              else { moved.push(scope); entered.push(scope); }
            }
            this.scopes = moved.concat(this.scopes.filter((scope) => scope.region !== null && untouched.has(scope.region)));
            for (const scope of [...left].reverse()) {
              this.armed = this.armed.filter((timer) => timer.scope !== scope);
              this.activities = this.activities.filter((activity) => activity.scope !== scope);
            }
            for (const scope of entered) for (const activity of scope.activities) this.activities.push({ scope, effect: activity });
            for (const scope of entered) for (const timer of scope.timers) this.arm(timer, scope);
          }
          arm(timer, scope) {
            const delay = this.machine.timedRows[timer].trigger.after;
            const milliseconds = delay.milliseconds ?? Math.round(Number(this.context[delay.field] ?? 0) * 1000);
            this.ticket += 1;
            this.armed.push({ ticket: this.ticket, timer, scope, due: this.now + milliseconds });
          }
          apply(result, input) {
            this.states = result.states;
            this.effects.push(...result.effects);
            if (result.outcome === "transitioned") this.moveScopes(this.machine.regionCount > 0 ? result.moved : null);
            this.log.push({ input, outcome: result.outcome, effects: result.effects, states: this.states });
            return result.outcome;
          }
          send(event) { return this.apply(this.stepper.send(this.states, event, this.context), { event }); }
          // Timers due by `now + milliseconds`, earliest first (armed first among equals), each fired as the clock reaches it.
          advance(milliseconds) {
            const until = this.now + Math.max(0, milliseconds);
            const fired = [];
            for (;;) {
              const due = this.armed.filter((t) => t.due <= until).sort((a, b) => a.due - b.due || a.ticket - b.ticket)[0];
              if (!due) break;
              this.now = due.due;
              this.armed = this.armed.filter((t) => t !== due);
              fired.push({ timer: this.machine.timerNames[due.timer], outcome: this.apply(this.stepper.fire(this.states, due.timer, this.context), { timer: due.timer }) });
            }
            this.now = until;
            return fired;
          }
          // The timer's row applied now, as a scenario step delivers it; an armed ticket of it is used up.
          fire(timer) {
            const armed = this.armed.filter((t) => t.timer === timer).sort((a, b) => a.ticket - b.ticket)[0];
            if (armed) this.armed = this.armed.filter((t) => t !== armed);
            return this.apply(this.stepper.fire(this.states, timer, this.context), { timer });
          }
          nextDue() {
            return this.armed.reduce((soonest, t) => (soonest === null || t.due < soonest ? t.due : soonest), null);
          }
        };
        """#
}

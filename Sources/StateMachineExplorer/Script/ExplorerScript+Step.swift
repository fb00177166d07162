extension ExplorerScript {
    /// The page's script, part 5 of 14; its opening comment says what it does.
    static let step = #"""
        // One event or timer, as the language defines it: the first candidate row (in written order)
        // whose patterns and guard hold fires; `->` yields the exits left, the row's effects, then the
        // entries; `stays` changes the payload in place; `ignore` does nothing; no row holding is
        // `rejected`, no candidate `unhandled`.
        SM.Stepper = class {
          constructor(machine) { this.machine = machine; }
          contributed(declarations, state, context, regions) {
            const effects = [];
            for (const declaration of declarations) {
              const bindings = SM.bindings(this.machine, declaration.clause, state, null, context, regions);
              if (bindings) effects.push(...SM.effectsOf(this.machine, declaration.clause, bindings, context));
            }
            return effects;
          }
          exitEffects(state, next, context, regions) {
            if (!this.machine.usesStateStructure) return [];
            const scopes = this.machine.scopesLeft(state.index, next.index);
            return this.contributed(scopes.flatMap((scope) => this.machine.declarations("exit", scope)), state, context, regions);
          }
          entryEffects(state, previous, context, regions) {
            if (!this.machine.usesStateStructure) return [];
            const scopes = this.machine.scopesEntered(state.index, previous ? previous.index : null);
            return this.contributed(scopes.flatMap((scope) => this.machine.declarations("entry", scope)), state, context, regions);
          }
          // The region's (or machine's) choice: the first row that holds, and the state it leads to.
          choose(rows, state, event, context, regions) {
            if (rows.length === 0) return { outcome: "unhandled", next: state };
            for (const row of rows) {
              const bindings = SM.bindings(this.machine, row.clause, state, event, context, regions);
              if (!bindings) continue;
              if (row.action.ignore !== undefined) return { outcome: "ignored", row, next: state };
              const target = row.action.transition ?? row.action.update;
              const next = { index: target, values: SM.resolve(this.machine, row.clause.targetArguments, bindings, context) };
              return { outcome: row.action.update !== undefined ? "updated" : "transitioned", row, next, bindings };
            }
            return { outcome: "rejected", next: state };
          }
          // Each region chooses against the states before the event; exits (regions in reverse order),
          // the rows' own effects, then entries (regions in order); the strongest outcome wins.
          combine(results, states, context, regions) {
            const moves = [];
            results.forEach((result, region) => { if (result.outcome === "transitioned") moves.push(region); });
            const effects = [];
            for (const region of [...moves].reverse()) effects.push(...this.exitEffects(states[region], results[region].next, context, regions));
            for (const result of results) {
              if (result.outcome === "transitioned" || result.outcome === "updated") effects.push(...SM.effectsOf(this.machine, result.row.clause, result.bindings, context));
            }
            for (const region of moves) effects.push(...this.entryEffects(results[region].next, states[region], context, regions));
            const strength = ["unhandled", "ignored", "rejected", "updated", "transitioned"];
            const outcome = results.map((r) => r.outcome).reduce((a, b) => (strength.indexOf(b) > strength.indexOf(a) ? b : a), "unhandled");
            return { outcome, states: results.map((r) => r.next), effects, moved: moves };
          }
          // `states`: one case per region (the machine's one state without regions).
          send(states, event, context) {
            const regions = this.machine.regionCount > 0 ? states : null;
            const results = states.map((state) => this.choose(this.machine.candidates(state.index, event.index), state, event, context, regions));
            return this.settle(this.combine(results, states, context, regions), context);
          }
          // A step that changed the state (`->` or `stays`) is followed by the `always` rows that hold.
          settle(step, context) {
            if (step.outcome !== "transitioned" && step.outcome !== "updated") return step;
            const chain = this.takeEventlessRows(step.states, context);
            if (chain.taken === 0) return step;
            const moved = [...new Set(step.moved.concat(chain.moved))].sort((a, b) => a - b);
            return { outcome: "transitioned", states: chain.states, effects: step.effects.concat(chain.effects), moved };
          }
          // Each region in order takes its first `always` row that holds, applied as a `->` row of its
          // own (reading the others as the rows before left them), in passes until none holds; the
          // checker refuses every cycle of them, so the passes end.
          takeEventlessRows(start, context) {
            let states = start;
            const effects = [], moved = [];
            let taken = 0;
            for (let tookOne = true; tookOne; ) {
              tookOne = false;
              for (let region = 0; region < states.length; region++) {
                const regions = this.machine.regionCount > 0 ? states : null;
                const choice = this.choose(this.machine.eventlessCandidates(states[region].index), states[region], null, context, regions);
                if (choice.outcome !== "transitioned") continue;
                const results = states.map((state) => ({ outcome: "unhandled", next: state }));
                results[region] = choice;
                const move = this.combine(results, states, context, regions);
                states = move.states;
                effects.push(...move.effects);
                if (!moved.includes(region)) moved.push(region);
                taken += 1;
                tookOne = true;
              }
            }
            return { states, effects, moved, taken };
          }
          // The `after` row `timer` in the region holding its source: `unhandled` where it does not run.
          fire(states, timer, context) {
            const row = this.machine.timedRows[timer];
            const regions = this.machine.regionCount > 0 ? states : null;
            const region = this.machine.regionCount > 0 ? this.regionOfRow(row) : 0;
            const results = states.map((state) => ({ outcome: "unhandled", next: state }));
            if (row && region !== null && states[region] && this.machine.isCandidate(row, states[region].index)) {
              results[region] = this.choose([row], states[region], null, context, regions);
            }
            return this.settle(this.combine(results, states, context, regions), context);
          }
          regionOfRow(row) {
            const state = this.machine.states.findIndex((_, index) => this.machine.isCandidate(row, index));
            return state < 0 ? null : this.machine.states[state].region;
          }
          // Where starting in `states` settles, and what it performs: each region's entries (regions in
          // order), then the `always` rows that hold, as after a step.
          start(states, context) {
            const regions = this.machine.regionCount > 0 ? states : null;
            const entered = states.flatMap((state) => this.entryEffects(state, null, context, regions));
            const chain = this.takeEventlessRows(states, context);
            return { states: chain.states, effects: entered.concat(chain.effects) };
          }
        };
        """#
}

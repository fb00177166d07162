extension ExplorerScript {
    /// The page's script, part 3 of 14; its opening comment says what it does.
    static let machine = #"""
        // The checked machine as the page reads it: the JSON document `explore` embeds (see the
        // Explorer article), with lookups worked out once so a large machine stays fast.
        SM.Machine = class {
          constructor(document) {
            Object.assign(this, document);
            this.regionCount = this.regions.length;
            this.usesStateStructure = this.groups.length > 0 || this.stateEffects.length > 0;
            this.rowsByEvent = this.events.map(() => []);
            this.timedRows = [];
            // `always` and `done` rows: the ones a step's end takes, not an event or a timer.
            this.eventlessRows = [];
            for (const row of this.rows) {
              if (row.trigger.event !== undefined) this.rowsByEvent[row.trigger.event].push(row);
              else if (row.trigger.after !== undefined) this.timedRows.push(row);
              else this.eventlessRows.push(row);
            }
            this.stateIndex = new Map(this.states.map((state, i) => [state.name, i]));
            this.eventIndex = new Map(this.events.map((event, i) => [event.name, i]));
            this.effectsBySource = new Map();
            for (const declaration of this.stateEffects) {
              const key = declaration.kind + " " + SM.key(declaration.source);
              if (!this.effectsBySource.has(key)) this.effectsBySource.set(key, []);
              this.effectsBySource.get(key).push(declaration);
            }
          }
          isFinal(state) { return this.states[state].final; }
          groupsOf(state) { return this.states[state].groups; }
          declarations(kind, source) { return this.effectsBySource.get(kind + " " + SM.key(source)) ?? []; }
          // Whether `source` stands for `state`; `*` and groups leave out final states unless `includingFinal`.
          contains(state, source, includingFinal) {
            if (source.any) return includingFinal || !this.isFinal(state);
            if (source.state !== undefined) return source.state === state;
            if (source.group !== undefined) return (includingFinal || !this.isFinal(state)) && this.groupsOf(state).includes(source.group);
            return source.list.some((item) => this.contains(state, item, includingFinal));
          }
          leadsSomewhere(row) { return row.action.ignore === undefined; }
          isCandidate(row, state) { return this.contains(state, row.source, !this.leadsSomewhere(row)); }
          candidates(state, event) { return this.rowsByEvent[event].filter((row) => this.isCandidate(row, state)); }
          eventlessCandidates(state) { return this.eventlessRows.filter((row) => this.isCandidate(row, state)); }
          // A move from `state` to `next` leaves the state's case, then each group it leaves, innermost first.
          scopesLeft(state, next) {
            const staying = this.groupsOf(next);
            return [{ state }].concat(this.groupsOf(state).filter((g) => !staying.includes(g)).map((group) => ({ group })));
          }
          // Entering `state` enters each group it was not in, outermost first, then the state's case.
          scopesEntered(state, previous) {
            const staying = previous === null ? [] : this.groupsOf(previous);
            return [...this.groupsOf(state)].reverse().filter((g) => !staying.includes(g)).map((group) => ({ group })).concat([{ state }]);
          }
          // The scopes whose timers and activities run in `state`, outermost first; a final state's case alone.
          timeScopes(state) {
            if (this.isFinal(state)) return [{ state }];
            const groups = [...this.groupsOf(state)].reverse().map((group) => ({ group }));
            return (this.regionCount > 0 ? [] : [{ any: true }]).concat(groups, [{ state }]);
          }
          scopeName(scope) {
            if (scope.any) return "*";
            return scope.group !== undefined ? this.groups[scope.group].name : this.states[scope.state].name;
          }
          // The `after` rows whose source names `scope` (each item of a list names its own).
          timersOf(scope) {
            const key = SM.key(scope);
            const found = [];
            this.timedRows.forEach((row, timer) => {
              const named = row.source.list ? row.source.list : [row.source];
              if (named.some((item) => SM.key(item) === key)) found.push(timer);
            });
            return found;
          }
        };
        """#
}

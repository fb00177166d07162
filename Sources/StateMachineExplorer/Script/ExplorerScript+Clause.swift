extension ExplorerScript {
    /// The page's script, part 4 of 14; its opening comment says what it does.
    static let clause = #"""
        // Clauses: patterns bind names from the state's and the event's payloads, then the guard must
        // hold. Guards read bound names, context fields and, with regions, every region's state before
        // the event (`in(...)`); `&&` and `||` stop early, so a sum they skip cannot trap.
        SM.Evaluator = class {
          constructor(machine, bindings, context, regions) {
            Object.assign(this, { machine, bindings, context, regions });
          }
          value(value) {
            if (value.binding !== undefined) return this.bindings[value.binding] ?? null;
            if (value.context !== undefined) return this.context[value.context] ?? null;
            if (value.literal !== undefined) return SM.literal(value.literal);
            return SM.arithmetic(value.arithmetic, this.value(value.left), this.value(value.right), value.type);
          }
          test(expression) {
            if (expression.value !== undefined) return this.value(expression.value);
            if (expression.not !== undefined) return this.test(expression.not) === false;
            if (expression.equal !== undefined) return SM.equal(this.test(expression.equal[0]), this.test(expression.equal[1]));
            if (expression.notEqual !== undefined) return !SM.equal(this.test(expression.notEqual[0]), this.test(expression.notEqual[1]));
            if (expression.ordering !== undefined) return SM.ordered(expression.ordering, this.test(expression.left), this.test(expression.right));
            if (expression.and !== undefined) return this.test(expression.and[0]) === true ? this.test(expression.and[1]) === true : false;
            if (expression.or !== undefined) return this.test(expression.or[0]) === true ? true : this.test(expression.or[1]) === true;
            return this.regions ? this.inRegion(expression.in) : false;
          }
          inRegion(test) {
            const current = this.regions[test.region];
            if (!current) return false;
            if (test.group !== undefined) return this.machine.groupsOf(current.index).includes(test.group);
            if (current.index !== test.state) return false;
            if (!test.patterns) return true;
            if (test.patterns.length !== current.values.length) return false;
            return test.patterns.every((pattern, i) => {
              if (pattern.same !== undefined) return SM.equal(this.bindings[pattern.same] ?? null, current.values[i]);
              if (pattern.literal !== undefined) return SM.equal(SM.literal(pattern.literal), current.values[i]);
              return true;
            });
          }
        };
        // The names a clause binds in `state` (and `event`, null for entry, exit, during and timers)
        // when its patterns and guard hold; null when one does not.
        SM.bindings = (machine, clause, state, event, context, regions) => {
          const bindings = {};
          for (const match of clause.matches) {
            let values;
            if (match.payload === "state") values = state.values;
            else if (event) values = event.values;
            else return null;
            if (match.patterns.length !== values.length) return null;
            for (let i = 0; i < values.length; i++) {
              const pattern = match.patterns[i];
              if (pattern.bind !== undefined) bindings[pattern.bind] = values[i];
              else if (pattern.same !== undefined) { if (!SM.equal(bindings[pattern.same] ?? null, values[i])) return null; }
              else if (pattern.literal !== undefined) { if (!SM.equal(SM.literal(pattern.literal), values[i])) return null; }
            }
          }
          if (clause.guard && new SM.Evaluator(machine, bindings, context, regions).test(clause.guard) !== true) return null;
          return bindings;
        };
        SM.resolve = (machine, values, bindings, context) => {
          const evaluator = new SM.Evaluator(machine, bindings, context, null);
          return values.map((value) => evaluator.value(value));
        };
        SM.effectsOf = (machine, clause, bindings, context) =>
          clause.effects.map((call) => ({ index: call.effect, values: SM.resolve(machine, call.arguments, bindings, context) }));
        """#
}

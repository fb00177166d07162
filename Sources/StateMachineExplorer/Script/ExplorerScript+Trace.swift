extension ExplorerScript {
    /// The page's script, part 10 of 14; its opening comment says what it does.
    static let trace = #"""
        // A recorded trace played on the page: JSON Lines, a header (`{"trace": ..., "state": {...}}`,
        // where the store was when recording began) and one step each, `{"step": N, "input":
        // {"event": NAME, "fields": {...}} or {"timer": NAME}, "outcome": ..., "effects": [...],
        // "state": {...}}`. A redacted field ("<redacted>") takes the page's sample. Stops at the first
        // step where the page does otherwise and says what differs; a trace recorded from another
        // state than the page's start is not played.
        SM.playTrace = (explorer, text) => {
          explorer.restart();
          const records = text.split("\n").filter((line) => line.trim() !== "").map((line) => JSON.parse(line));
          const header = records.find((record) => record.input === undefined);
          if (header?.state !== undefined && SM.key(header.state) !== SM.key(explorer.state())) {
            return { steps: 0, mismatch: { step: 0, what: `the trace starts in ${SM.key(header.state)}, the page in ${SM.key(explorer.state())}` } };
          }
          const steps = records.filter((record) => record.input !== undefined);
          for (const [position, record] of steps.entries()) {
            const step = record.step ?? position + 1;
            const effectsBefore = explorer.session.effects.length;
            let outcome;
            try {
              if (record.input.timer !== undefined) {
                const timer = explorer.machine.timerNames.indexOf(record.input.timer);
                if (timer < 0) return { steps: position, mismatch: { step, what: `no timer '${record.input.timer}'` } };
                outcome = explorer.step(`timer ${record.input.timer}`, () => explorer.session.fire(timer));
              } else {
                outcome = explorer.send(record.input.event, record.input.fields ?? {});
              }
            } catch (error) {
              return { steps: position, mismatch: { step, what: error.message } };
            }
            const effects = explorer.effects().slice(effectsBefore);
            const differences = [];
            if (record.outcome !== undefined && record.outcome !== outcome) differences.push(`outcome ${outcome}, trace ${record.outcome}`);
            if (record.effects !== undefined && SM.key(record.effects) !== SM.key(effects)) {
              differences.push(`effects ${SM.key(effects)}, trace ${SM.key(record.effects)}`);
            }
            if (record.state !== undefined && SM.key(record.state) !== SM.key(explorer.state())) {
              differences.push(`state ${SM.key(explorer.state())}, trace ${SM.key(record.state)}`);
            }
            if (differences.length) return { steps: position + 1, mismatch: { step, what: differences.join("; ") } };
          }
          return { steps: steps.length, mismatch: null };
        };
        SM.traceReport = (result) => result.mismatch
          ? `The trace differs at step ${result.mismatch.step}: ${result.mismatch.what}`
          : `The trace's ${result.steps} steps agree with this spec.`;
        """#
}

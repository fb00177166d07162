extension ExplorerScript {
    /// The page's script, part 7 of 14; its opening comment says what it does.
    static let samples = #"""
        // Sample values for payloads nobody filled in: the generated tests' first samples (`uuid1` is
        // 00000000-0000-0000-0000-000000000001), and for an event's field the value of the same label
        // in a state the machine is in, so an answer carries the identity of the operation in flight.
        SM.uuid = (n) => "00000000-0000-0000-0000-" + n.toString(16).toUpperCase().padStart(12, "0");
        SM.sample = (type) => {
          if (type.optional) return SM.sample(type.optional);
          if (type.array) return [];
          if (type.dictionary) return {};
          if (SM.isInteger(type)) return 1n;
          switch (type.named) {
            case "Bool": return false;
            case "String": case "Substring": return "a";
            case "Character": return "a";
            case "UUID": return SM.uuid(1);
            case "URL": return "file:///sample/1";
            case "Double": case "Float": case "CGFloat": case "Decimal": case "Date": case "Duration": case "TimeInterval": return 1;
            default: return type.named + "#1";
          }
        };
        SM.typeKey = (type) => SM.key(type);
        SM.prefill = (machine, declaration, states) => declaration.fields.map((field) => {
          const typeKey = SM.typeKey(field.type);
          for (const state of states) {
            const fields = machine.states[state.index].fields;
            const same = fields.findIndex((f) => f.name === field.name && SM.typeKey(f.type) === typeKey);
            if (same >= 0) return state.values[same];
          }
          if (field.type.named === "UUID") {
            for (const state of states) {
              const same = machine.states[state.index].fields.findIndex((f) => SM.typeKey(f.type) === typeKey);
              if (same >= 0) return state.values[same];
            }
          }
          return SM.sample(field.type);
        });
        // A case from the document (initial states, scenarios), its values in the page's representation.
        SM.caseFrom = (declaration, values) => ({
          values: declaration.fields.map((field, i) => (values && values[i] !== undefined ? SM.coerce(SM.literal(values[i]), field.type) : SM.sample(field.type))),
        });
        """#
}

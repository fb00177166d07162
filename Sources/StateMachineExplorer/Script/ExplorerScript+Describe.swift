extension ExplorerScript {
    /// The page's script, part 2 of 14; its opening comment says what it does.
    static let describe = #"""
        // Swift's `String(reflecting:)` of a value of `type`, as a generated enum's description prints
        // its payload: strings quoted and escaped, `Optional(...)`, `[a, b]`, Doubles with a fraction.
        SM.describeString = (text) => {
          let out = '"';
          for (const character of text) {
            const code = character.codePointAt(0);
            if (character === '"') out += '\\"';
            else if (character === "\\") out += "\\\\";
            else if (character === "\n") out += "\\n";
            else if (character === "\r") out += "\\r";
            else if (character === "\t") out += "\\t";
            else if (code === 0) out += "\\0";
            else if (code < 0x20 || code === 0x7f) out += "\\u{" + code.toString(16).toUpperCase() + "}";
            else out += character;
          }
          return out + '"';
        };
        SM.describeDouble = (number) => {
          if (Number.isNaN(number)) return "nan";
          if (!Number.isFinite(number)) return number > 0 ? "inf" : "-inf";
          const magnitude = Math.abs(number);
          if (magnitude !== 0 && (magnitude > 2 ** 53 || magnitude < 1e-4)) {
            const [mantissa, exponent] = number.toExponential().split("e");
            const sign = exponent[0] === "-" ? "-" : "+";
            const digits = exponent.replace(/^[+-]/, "");
            return mantissa + "e" + sign + (digits.length < 2 ? "0" + digits : digits);
          }
          const text = String(number);
          return Number.isInteger(number) ? (Object.is(number, -0) ? "-0.0" : text + ".0") : text;
        };
        SM.describeDate = (seconds) => {
          const date = new Date(Number(seconds) * 1000);
          if (Number.isNaN(date.getTime())) return String(seconds);
          const pad = (n) => String(n).padStart(2, "0");
          return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
            `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
        };
        SM.describe = (value, type) => {
          if (type.optional) return value === null || value === undefined ? "nil" : "Optional(" + SM.describe(value, type.optional) + ")";
          if (value === null || value === undefined) return "nil";
          if (type.array) return "[" + (Array.isArray(value) ? value : []).map((item) => SM.describe(item, type.array)).join(", ") + "]";
          if (type.dictionary) {
            const entries = Object.entries(value ?? {});
            if (entries.length === 0) return "[:]";
            return "[" + entries.map(([k, v]) => SM.describe(k, type.dictionary[0]) + ": " + SM.describe(v, type.dictionary[1])).join(", ") + "]";
          }
          if (SM.isInteger(type)) return String(value);
          switch (type.named) {
            case "String": case "Character": case "Substring": return SM.describeString(String(value));
            case "Double": case "Float": case "CGFloat": case "TimeInterval": return SM.describeDouble(Number(value));
            case "Duration": return SM.describeDouble(Number(value)) + " seconds";
            case "Date": return SM.describeDate(value);
            case "Set": return "Set([" + (Array.isArray(value) ? value : []).map((item) => SM.describe(item, type.args[0] ?? {})).join(", ") + "])";
            case "Bool": case "Decimal": case "UUID": case "URL": return String(value);
            default: return typeof value === "string" ? value : SM.key(value);
          }
        };
        // `name` or `name(label: value, ...)`, `<redacted>` for sensitive fields.
        SM.describeCase = (declaration, values) => {
          if (declaration.fields.length === 0) return declaration.name;
          const parts = declaration.fields.map((field, i) =>
            field.name + ": " + (field.sensitive ? "<redacted>" : SM.describe(values[i], field.type)));
          return declaration.name + "(" + parts.join(", ") + ")";
        };
        """#
}

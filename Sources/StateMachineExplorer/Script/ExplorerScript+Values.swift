extension ExplorerScript {
    /// The page's script, part 1 of 14; its opening comment says what it does.
    static let values = #"""
        // Values as the page holds them: integer types as BigInt (Swift traps outside a type's bounds),
        // Double and Decimal as numbers, Date as seconds since 1970, Duration as seconds, UUID and URL
        // as strings, optionals as null or the value, arrays as arrays. Types come from the spec.
        const SM = {};
        SM.Trap = class extends Error {};
        SM.integerBounds = (() => {
          const signed = (bits) => [-(2n ** BigInt(bits - 1)), 2n ** BigInt(bits - 1) - 1n];
          const unsigned = (bits) => [0n, 2n ** BigInt(bits) - 1n];
          return {
            Int: signed(64), Int64: signed(64), Int32: signed(32), Int16: signed(16), Int8: signed(8),
            UInt: unsigned(64), UInt64: unsigned(64), UInt32: unsigned(32), UInt16: unsigned(16), UInt8: unsigned(8),
          };
        })();
        SM.isInteger = (type) => type && type.named !== undefined && SM.integerBounds[type.named] !== undefined;
        SM.literal = (literal) => {
          if ("bool" in literal) return literal.bool;
          if ("int" in literal) return BigInt(literal.int);
          if ("string" in literal) return literal.string;
          if ("number" in literal) return literal.number;
          if ("array" in literal) return literal.array.map(SM.literal);
          return null;
        };
        SM.isNumeric = (value) => typeof value === "bigint" || typeof value === "number";
        SM.equal = (left, right) => {
          if (left === null || right === null || left === undefined || right === undefined) return (left ?? null) === (right ?? null);
          if (SM.isNumeric(left) && SM.isNumeric(right)) {
            if (typeof left === typeof right) return left === right;
            const [big, other] = typeof left === "bigint" ? [left, right] : [right, left];
            return Number.isInteger(other) && BigInt(other) === big;
          }
          if (Array.isArray(left) || Array.isArray(right)) {
            return Array.isArray(left) && Array.isArray(right) && left.length === right.length && left.every((item, i) => SM.equal(item, right[i]));
          }
          if (typeof left === "object" && typeof right === "object") return SM.key(left) === SM.key(right);
          return left === right;
        };
        SM.key = (value) => JSON.stringify(value, (_, item) => (typeof item === "bigint" ? item.toString() + "n" : item));
        SM.ordered = (op, left, right) => {
          let comparison;
          if (SM.isNumeric(left) && SM.isNumeric(right)) {
            if (typeof left === "bigint" && typeof right === "bigint") comparison = left < right ? -1 : left > right ? 1 : 0;
            else comparison = Number(left) < Number(right) ? -1 : Number(left) > Number(right) ? 1 : 0;
          } else if (typeof left === "string" && typeof right === "string") {
            comparison = left < right ? -1 : left > right ? 1 : 0;
          } else return false;
          return { "<": comparison < 0, "<=": comparison <= 0, ">": comparison > 0, ">=": comparison >= 0 }[op] ?? false;
        };
        SM.arithmetic = (op, left, right, type) => {
          if (typeof left !== "bigint" || typeof right !== "bigint") return null;
          const result = op === "+" ? left + right : left - right;
          const [low, high] = SM.integerBounds[type] ?? SM.integerBounds.Int;
          if (result < low || result > high) throw new SM.Trap(`${left} ${op} ${right} overflows ${type}: the generated reducer traps here`);
          return result;
        };
        // A value from JSON (a test's fields, a trace, a form) in the representation of `type`.
        SM.coerce = (value, type) => {
          if (value === undefined || value === null) return null;
          if (type.optional) return SM.coerce(value, type.optional);
          if (type.array) return Array.isArray(value) ? value.map((item) => SM.coerce(item, type.array)) : [];
          if (type.dictionary) return value;
          if (SM.isInteger(type)) {
            if (typeof value === "bigint") return value;
            if (typeof value === "number" && Number.isInteger(value)) return BigInt(value);
            if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return BigInt(value.trim());
            return 0n;
          }
          switch (type.named) {
            case "Bool": return value === true || value === "true";
            case "Double": case "Float": case "CGFloat": case "Decimal": case "Date": case "Duration": case "TimeInterval": return Number(value);
            case "UUID": return String(value).toUpperCase();
            case "String": case "Character": case "Substring": case "URL": return String(value);
            default: return value;
          }
        };
        // The value as JSON for people and traces: integers as numbers when they fit.
        SM.plain = (value) => {
          if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
          if (Array.isArray(value)) return value.map(SM.plain);
          return value;
        };
        """#
}

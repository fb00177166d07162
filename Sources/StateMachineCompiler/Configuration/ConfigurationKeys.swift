import Foundation

/// The top-level keys of a JSON object in the order written, duplicates included: JSON
/// parsers disagree on which of two equal keys wins (the generator's first, the plugin's
/// last), so a configuration that repeats one is refused rather than read two ways.
enum ConfigurationKeys {
    static func repeated(in data: Data) -> String? {
        var seen: Set<String> = []
        for key in topLevelKeys(Array(data)) where !seen.insert(key).inserted { return key }
        return nil
    }

    /// Strings at depth one that a `:` follows; called only on data that parsed as an object.
    private static func topLevelKeys(_ bytes: [UInt8]) -> [String] {
        var keys: [String] = []
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                let literal = Data(bytes[start...min(index, bytes.count - 1)])
                var next = index + 1
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                if depth == 1, next < bytes.count, bytes[next] == UInt8(ascii: ":"),
                    let key = try? JSONDecoder().decode(String.self, from: literal)
                {
                    keys.append(key)
                }
            default: break
            }
            index += 1
        }
        return keys
    }
}

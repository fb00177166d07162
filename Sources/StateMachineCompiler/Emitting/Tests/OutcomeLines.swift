/// An expected outcome spelled over several lines when one would pass the width: each
/// effect of `.transitioned(effects: [...])` on a line of its own.
enum OutcomeLines {
    /// `prefix + outcome + suffix` as lines, to be written `indentation` columns deep;
    /// continuation lines are relative to the first.
    static func lines(_ outcome: String, prefix: String, suffix: String, indentation: Int) -> [String] {
        let opening = ".transitioned(effects: ["
        let whole = prefix + outcome + suffix
        guard indentation + whole.count > SwiftCodeWriter.generatedWidth, outcome.hasPrefix(opening), outcome.hasSuffix("])")
        else { return [whole] }
        let list = outcome.dropFirst(opening.count).dropLast(2)
        let effects = topLevelItems(of: String(list))
        let inner = String(repeating: " ", count: prefix.prefix { $0 == " " }.count + 4)
        return [prefix + opening] + effects.map { inner + $0 + "," }
            + [String(repeating: " ", count: prefix.prefix { $0 == " " }.count) + "])" + suffix]
    }

    /// The comma-separated items of a list, commas inside parentheses, brackets and string
    /// literals left alone.
    static func topLevelItems(of list: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in list {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([".contains(character) {
                depth += 1
            } else if ")]".contains(character) {
                depth -= 1
            } else if character == ",", depth == 0 {
                items.append(current.trimmingSpaces)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmingSpaces.isEmpty { items.append(current.trimmingSpaces) }
        return items
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

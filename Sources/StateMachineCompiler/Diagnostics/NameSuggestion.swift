/// "Did you mean" for misspelled names: the closest candidate by edit distance, if close.
package enum NameSuggestion {
    /// Byte comparisons one spec may spend on suggestions. A spec with many thousands of
    /// misspelled names against many thousands of declared ones would otherwise take
    /// hours; past the budget, errors simply come without a suggestion.
    static let budgetPerSpec = 20_000_000

    /// `limit` is the most edits allowed; by default a third of the name's length, at least one.
    static func closest(to name: String, among candidates: [String], budget: inout Int, limit: Int? = nil) -> String? {
        // Long names cost quadratic time; no one misspells a 64-character name by one letter.
        let length = name.utf8.count
        guard length <= 64 else { return nil }
        let limit = limit ?? max(1, name.count / 3)
        let lowercased = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let candidateLength = candidate.utf8.count
            budget -= 1
            // Each edit changes the length by at most one, so far longer or shorter names cannot be close.
            guard candidateLength <= 64, abs(candidateLength - length) <= limit else { continue }
            budget -= length * candidateLength
            guard budget >= 0 else { return nil }
            let distance = candidate.lowercased() == lowercased ? 0 : editDistance(Array(name.utf8), Array(candidate.utf8))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    static func closest(to name: String, among candidates: [String]) -> String? {
        var unlimited = Int.max
        return closest(to: name, among: candidates, budget: &unlimited)
    }

    /// A message suffix such as `; did you mean 'draft'?`, or nothing.
    package static func suffix(for name: String, among candidates: [String]) -> String {
        question(closest(to: name, among: candidates))
    }

    /// `; did you mean 'draft'?` for a suggestion; nothing without one.
    static func question(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The fix that writes the suggestion in place of the name; none without one.
    static func fixIts(replacing name: NameSyntax, with suggestion: String?) -> [Diagnostic.FixIt] {
        suggestion.map { [.replace(name.text, at: [name.range], with: $0)] } ?? []
    }

    /// Edits to turn one name into the other, counting a swap of neighbours as one edit
    /// because that is the commonest typo.
    private static func editDistance(_ left: [UInt8], _ right: [UInt8]) -> Int {
        var beforePrevious: [Int] = []
        var previous = Array(0...right.count)
        for i in left.indices {
            var row = [i + 1]
            for j in right.indices {
                var distance = min(previous[j + 1] + 1, row[j] + 1, previous[j] + (left[i] == right[j] ? 0 : 1))
                if i > 0, j > 0, left[i] == right[j - 1], left[i - 1] == right[j] {
                    distance = min(distance, beforePrevious[j - 1] + 1)
                }
                row.append(distance)
            }
            beforePrevious = previous
            previous = row
        }
        return previous[right.count]
    }
}

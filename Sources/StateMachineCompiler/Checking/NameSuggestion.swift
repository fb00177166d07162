/// "Did you mean" for misspelled names: the closest candidate by edit distance, if close.
enum NameSuggestion {
    static func closest(to name: String, among candidates: [String]) -> String? {
        // Long names cost quadratic time; no one misspells a 64-character name by one letter.
        guard name.utf8.count <= 64 else { return nil }
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name && candidate.utf8.count <= 64 {
            let distance = candidate.lowercased() == name.lowercased() ? 0 : editDistance(Array(name.utf8), Array(candidate.utf8))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// A message suffix such as `; did you mean 'draft'?`, or nothing.
    static func suffix(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
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

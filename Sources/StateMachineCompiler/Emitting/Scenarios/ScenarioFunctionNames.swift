/// Scenario test functions named after what they walk, `draftSubmittingRejectedSubmitting`,
/// spelled from their titles: an edit that does not change a walk (a comment, a row moved
/// down) keeps every name, so a test's history and any filter on it survive.
enum ScenarioFunctionNames {
    /// Longer names keep the words of their start and of their end, where walks that
    /// share a beginning differ, joined by `_`.
    static let maximumLength = 100

    /// One name per scenario, in order; a name two titles would share gets `2`, `3`, ...
    static func names(for scenarios: [Scenario]) -> [String] {
        var used: [String: Int] = [:]
        return scenarios.map { scenario in
            let base = name(for: scenario.title)
            let count = used[base, default: 0] + 1
            used[base] = count
            return count == 1 ? base : base + "\(count)"
        }
    }

    /// The title's words in lower camel case: `draft → submitting, submitTapped ignored` is
    /// `draftSubmittingSubmitTappedIgnored`.
    static func name(for title: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in title.unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let spelled = words.map(SwiftSyntax.capitalized)
        var name = lowercasedFirst(spelled.joined())
        if name.isEmpty || name.first?.isNumber == true { name = "walk" + SwiftSyntax.capitalized(name) }
        guard name.count > maximumLength else { return name }
        var head: [String] = []
        var tail: [String] = []
        var headIndex = 0
        var tailIndex = spelled.count - 1
        // A third of the room for the start, the rest for the end.
        while headIndex < tailIndex, (head + [spelled[headIndex]]).joined().count <= maximumLength / 3 {
            head.append(spelled[headIndex])
            headIndex += 1
        }
        while tailIndex >= headIndex, (tail + [spelled[tailIndex]]).joined().count <= maximumLength - maximumLength / 3 - 1 {
            tail.insert(spelled[tailIndex], at: 0)
            tailIndex -= 1
        }
        return lowercasedFirst(head.joined()) + "_" + lowercasedFirst(tail.joined())
    }

    private static func lowercasedFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }
}

/// Scenario test functions named after what they walk, `draftSubmittingRejectedSubmitting`,
/// spelled from their titles: an edit that does not change a walk (a comment, a row moved
/// down) keeps every name, so a test's history and any filter on it survive.
enum ScenarioFunctionNames {
    /// Longer names keep whole steps of their walk: those of their start, and what follows
    /// the walk (where walks that share a beginning differ), joined by `_` where steps were left out.
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
        let (steps, walkCount) = spelledSteps(of: title)
        var name = lowercasedFirst(steps.joined())
        if name.count > maximumLength { name = shortened(steps, walkCount: walkCount) }
        if name.isEmpty || name.first?.isNumber == true { name = "walk" + SwiftSyntax.capitalized(name) }
        return name
    }

    /// The start's steps in up to a third of the room; then all that follows the walk, the
    /// start giving up steps for it; then as many of the walk's last steps as still fit. A walk
    /// that goes round again would repeat the start's last steps right after the `_`: those go.
    private static func shortened(_ steps: [String], walkCount: Int) -> String {
        let room = maximumLength - 1
        func length(_ range: Range<Int>) -> Int { steps[range].reduce(0) { $0 + $1.count } }
        func fits(_ headEnd: Int, _ tailStart: Int) -> Bool { length(0..<headEnd) + length(tailStart..<steps.count) <= room }
        let lastTailStart = steps.count - 1
        var headEnd = min(1, steps.count)
        while headEnd < min(walkCount, lastTailStart), length(0..<headEnd + 1) <= maximumLength / 3 { headEnd += 1 }
        var tailStart = max(headEnd, min(walkCount, lastTailStart))
        while tailStart < lastTailStart, !fits(1, tailStart) { tailStart += 1 }
        while headEnd > 1, !fits(headEnd, tailStart) { headEnd -= 1 }
        while tailStart - 1 > headEnd, fits(headEnd, tailStart - 1) { tailStart -= 1 }
        guard tailStart > headEnd else { return lowercasedFirst(steps.joined()) }
        let repeated = (1..<max(1, min(headEnd, lastTailStart - tailStart) + 1)).last { count in
            steps[tailStart..<tailStart + count].elementsEqual(steps[headEnd - count..<headEnd])
        }
        tailStart += repeated ?? 0
        return lowercasedFirst(steps[0..<headEnd].joined()) + "_" + lowercasedFirst(steps[tailStart...].joined())
    }

    /// The title's steps, split at `→` and `,`, each in upper camel case; a step of several
    /// words before a `→` (an input: `after 5s`, `current quoteReceived`) keeps the state it
    /// led to. `walkCount`: the steps before the first `,`.
    private static func spelledSteps(of title: String) -> (steps: [String], walkCount: Int) {
        var steps: [String] = []
        var walkCount: Int?
        var words: [String] = []
        var word = ""
        var input = ""
        func endWord() {
            if !word.isEmpty { words.append(SwiftSyntax.capitalized(word)) }
            word = ""
        }
        func endStep(beforeArrow: Bool) {
            endWord()
            if beforeArrow, words.count > 1 {
                input += words.joined()
            } else if !words.isEmpty || !input.isEmpty {
                steps.append(input + words.joined())
                input = ""
            }
            words = []
        }
        for scalar in title.unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                word.unicodeScalars.append(scalar)
            } else if scalar == "→" || scalar == "," {
                endStep(beforeArrow: scalar == "→")
                if scalar == ",", walkCount == nil { walkCount = steps.count }
            } else {
                endWord()
            }
        }
        endStep(beforeArrow: false)
        return (steps, walkCount ?? steps.count)
    }

    private static func lowercasedFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }
}

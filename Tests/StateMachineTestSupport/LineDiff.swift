/// A line diff for failure messages: `-` lines only in the expected text, `+` lines only
/// in the actual one, each with its line number; common lines are left out.
package struct LineDiff: CustomStringConvertible {
    package let expected: [Substring]
    package let actual: [Substring]

    package init(expected: String, actual: String) {
        self.expected = expected.split(separator: "\n", omittingEmptySubsequences: false)
        self.actual = actual.split(separator: "\n", omittingEmptySubsequences: false)
    }

    package var description: String {
        // Longest common subsequence table, filled from the ends so the walk goes forwards.
        var common = Array(repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                (i, j) = (i + 1, j + 1)
            } else if i < expected.count, j == actual.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("-\(i + 1): \(expected[i])")
                i += 1
            } else {
                lines.append("+\(j + 1): \(actual[j])")
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}

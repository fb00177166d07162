/// A short, readable difference between two texts for golden-file failures.
enum LineDiff {
    static func describe(expected: String, actual: String, context limit: Int = 12) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var report: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) where report.count < limit {
            let wanted = index < expectedLines.count ? String(expectedLines[index]) : nil
            let found = index < actualLines.count ? String(actualLines[index]) : nil
            guard wanted != found else { continue }
            report.append("line \(index + 1):")
            if let wanted { report.append("  + \(wanted)") }
            if let found { report.append("  - \(found)") }
        }
        return report.isEmpty ? "(no line differs)" : "+ generator today, - checked in\n" + report.joined(separator: "\n")
    }
}

import StateMachineCompiler

/// Diffs two spec texts as `statemachine-gen diff` does, for tests.
enum DiffSupport {
    struct Unchecked: Error, CustomStringConvertible {
        let description: String
    }

    static func diff(_ old: String, _ new: String) throws -> MachineDiff {
        let oldResult = Pipeline.check(SourceFile(path: "old.sm", text: old), indexingSymbols: false)
        let newResult = Pipeline.check(SourceFile(path: "new.sm", text: new), indexingSymbols: false)
        guard let diff = MachineDiff.compare(old: oldResult, new: newResult) else {
            throw Unchecked(
                description: (oldResult.diagnostics + newResult.diagnostics).map(\.message).joined(
                    separator: "\n"))
        }
        return diff
    }

    /// The report, titled `new.sm`, of a change to the text alone.
    static let textOnly = "## `new.sm`\n\nThe text changed; the behaviour and the API did not.\n"

    /// The Markdown report of the change, titled `new.sm`.
    static func report(_ old: String, _ new: String) throws -> String {
        DiffMarkdown.render(try diff(old, new), title: "new.sm")
    }

    /// `text` with each `(find, replacement)` applied once; fails when one is not found, so a
    /// test never compares a spec with itself by accident.
    static func edited(_ text: String, _ edits: [(String, String)]) throws -> String {
        var result = text
        for (find, replacement) in edits {
            guard let range = result.range(of: find) else {
                throw Unchecked(description: "not in the spec: \(find)")
            }
            result.replaceSubrange(range, with: replacement)
        }
        return result
    }
}

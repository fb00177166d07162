extension Diagnostic {
    /// A change that resolves the diagnostic, which editors offer as a quick fix: the text of
    /// `range` replaced by `replacement`. Every "did you mean" carries one, so a front door
    /// applies the checker's suggestion instead of looking names up again.
    public struct FixIt: Hashable, Sendable {
        /// What the fix does, for a menu: `replace 'drat' with 'draft'`.
        public let message: String
        public let range: SourceRange
        public let replacement: String

        public init(_ message: String, replacing range: SourceRange, with replacement: String) {
            self.message = message
            self.range = range
            self.replacement = replacement
        }

        /// A misspelled name or keyword replaced by the one suggested.
        static func replace(_ written: String, at range: SourceRange, with suggestion: String) -> FixIt {
            FixIt("replace '\(written)' with '\(suggestion)'", replacing: range, with: suggestion)
        }
    }
}

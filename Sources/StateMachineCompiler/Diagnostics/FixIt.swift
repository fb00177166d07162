extension Diagnostic {
    /// A change that resolves the diagnostic, which editors offer as a quick fix: each of its
    /// ranges replaced by the same text. Every "did you mean" carries one, so a front door
    /// applies the checker's suggestion instead of looking names up again.
    public struct FixIt: Hashable, Sendable {
        public struct Edit: Hashable, Sendable {
            public let range: SourceRange
            public let replacement: String
        }

        /// What the fix does, for a menu: `replace 'drat' with 'draft'`.
        public let message: String
        /// Disjoint, in source order.
        public let edits: [Edit]

        public init(_ message: String, replacing ranges: [SourceRange], with replacement: String) {
            self.message = message
            edits = ranges.sorted { $0.start < $1.start }.map { Edit(range: $0, replacement: replacement) }
        }

        /// A misspelled name or keyword replaced, wherever it is written, by the one suggested.
        static func replace(_ written: String, at ranges: [SourceRange], with suggestion: String) -> FixIt {
            FixIt("replace '\(written)' with '\(suggestion)'", replacing: ranges, with: suggestion)
        }

        /// A declaration's name changed to the one its uses spell.
        static func rename(_ declared: String, at range: SourceRange, to name: String) -> FixIt {
            FixIt("rename '\(declared)' to '\(name)'", replacing: [range], with: name)
        }
    }
}

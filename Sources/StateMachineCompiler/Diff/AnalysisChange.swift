/// A warning the new spec has that the old did not, or the reverse: a state became
/// unreachable, a new dead end, a row that can no longer fire.
public struct AnalysisChange: Hashable, Sendable {
    /// `true` for a new warning, `false` for one that went away.
    public let appeared: Bool
    public let id: String
    public let message: String
    /// The line in the spec that has the warning (the new spec for a new one).
    public let line: Int
}

/// Warnings that name what they are about (`state 'x' is unreachable`) compare by message;
/// warnings about a row compare by how many there are of each kind, since a reformat moves
/// every row and a renamed binding renames an unused one. An unused group only says a group
/// was added, which is a note.
enum AnalysisComparison {
    private static let named: Set<DiagnosticID> = [
        .unreachableState, .deadEnd, .unhandledEvent, .unusedEffect,
    ]

    static func changes(old: CheckResult, new: CheckResult) -> [AnalysisChange] {
        let oldWarnings = warnings(old)
        let newWarnings = warnings(new)
        var changes: [AnalysisChange] = []
        for id in (oldWarnings + newWarnings).map(\.id).uniqued() {
            let before = oldWarnings.filter { $0.id == id }
            let after = newWarnings.filter { $0.id == id }
            if named.contains(id) {
                changes += before.filter { gone in !after.contains { $0.message == gone.message } }.map {
                    change($0, old, appeared: false)
                }
                changes += after.filter { added in !before.contains { $0.message == added.message } }.map {
                    change($0, new, appeared: true)
                }
            } else if after.count > before.count {
                changes += after.suffix(after.count - before.count).map { change($0, new, appeared: true) }
            } else if before.count > after.count {
                changes += before.suffix(before.count - after.count).map {
                    change($0, old, appeared: false)
                }
            }
        }
        return changes.sorted {
            ($0.appeared ? 1 : 0, $0.line, $0.id) < ($1.appeared ? 1 : 0, $1.line, $1.id)
        }
    }

    private static func warnings(_ result: CheckResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.severity == .warning && $0.id != .unusedGroup }
    }

    private static func change(_ diagnostic: Diagnostic, _ result: CheckResult, appeared: Bool)
        -> AnalysisChange
    {
        AnalysisChange(
            appeared: appeared, id: diagnostic.id.rawValue, message: diagnostic.message,
            line: result.file.location(of: diagnostic.range.start).line)
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

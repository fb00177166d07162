/// A stage of ``Pipeline/run(_:_:producing:indexingSymbols:)`` that writes files: the Swift
/// emitters do not yet keep what a group remembers in the generated state value, so a machine
/// with history is refused there, at its first history declaration, rather than generated with
/// rows that would always enter their defaults. Checking, the interpreter, `table` and the
/// diagrams take it.
enum HistoryGeneration {
    static func check(_ specs: [CheckResult]) -> [CheckResult] {
        specs.map { spec in
            guard let machine = spec.machine, !machine.histories.isEmpty else { return spec }
            let declaration = spec.parsed.syntax.declarations.lazy.compactMap { declaration -> SourceRange? in
                guard case .history(let history) = declaration else { return nil }
                return history.firstWord.union(history.keyword)
            }.first
            return spec.adding([
                .error(HistoryMessage.notGenerated(machine: machine.name), at: declaration ?? SourceRange(start: 0, end: 0))
            ])
        }
    }
}

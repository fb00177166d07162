/// What no single spec shows: the specs of one `generate` or `tests` run share a module and
/// an output folder, so no two may declare one machine or write one file. A checking stage
/// of ``Pipeline/run(_:_:producing:indexingSymbols:)``, before anything is emitted: each
/// conflict is an error in the later spec with a note in the earlier one, both located.
enum RunConflicts {
    /// The results with each conflict among their machines added; `outputs` names the files
    /// a spec would give.
    static func check(_ specs: [CheckResult], outputs: (SourceFile) -> [String]) -> [CheckResult] {
        var found = [[Diagnostic]](repeating: [], count: specs.count)
        var machines: [String: Int] = [:]
        var written: [String: Int] = [:]
        for (index, spec) in specs.enumerated() {
            guard let machine = spec.machine else { continue }
            if let earlier = machines[machine.name] {
                found[index].append(
                    .error(
                        RunConflict.machineTwice(machine: machine.name, earlierPath: specs[earlier].file.path),
                        at: machineName(of: spec)))
                found[earlier].append(
                    Diagnostic(
                        .note, .duplicateInRun, NoteMessage.declaredHere(machine.name, kind: .machine).text,
                        at: machineName(of: specs[earlier])))
            } else {
                machines[machine.name] = index
            }
            for output in outputs(spec.file) {
                guard let earlier = written[output], earlier != index else {
                    written[output] = index
                    continue
                }
                let start = SourceRange(start: 0, end: 0)
                found[index].append(
                    .error(RunConflict.outputTwice(output: output, path: spec.file.path, earlierPath: specs[earlier].file.path), at: start))
                found[earlier].append(Diagnostic(.note, .duplicateInRun, NoteMessage.generatedFromThisSpec(output: output).text, at: start))
                break
            }
        }
        return zip(specs, found).map { spec, conflicts in conflicts.isEmpty ? spec : spec.adding(conflicts) }
    }

    /// Where the spec names its machine, as the checker recorded it.
    private static func machineName(of spec: CheckResult) -> SourceRange {
        spec.sourceMap?.machineName ?? SourceRange(start: 0, end: 0)
    }
}

/// What no single spec shows: the specs of one `generate` or `tests` run share a module and
/// an output folder, so no two may declare one machine or write one file. Each conflict is
/// an error in the later spec with a note in the earlier one, both located.
package enum RunConflicts {
    /// A checked spec and the names of the files generated from it.
    package struct Spec {
        package let file: SourceFile
        package let machine: Machine
        package let outputs: [String]

        package init(file: SourceFile, machine: Machine, outputs: [String]) {
            self.file = file
            self.machine = machine
            self.outputs = outputs
        }
    }

    /// One conflict: the error in one spec and the note in the spec it conflicts with.
    package struct Conflict {
        package let error: (diagnostic: Diagnostic, file: SourceFile)
        package let note: (diagnostic: Diagnostic, file: SourceFile)
    }

    package static func conflicts(among specs: [Spec]) -> [Conflict] {
        var machines: [String: Int] = [:]
        var outputs: [String: Int] = [:]
        var found: [Conflict] = []
        for (index, spec) in specs.enumerated() {
            if let earlier = machines[spec.machine.name] {
                let name = spec.machine.name
                found.append(
                    Conflict(
                        error: (
                            .error(
                                RunConflict.machineTwice(machine: name, earlierPath: specs[earlier].file.path),
                                at: machineName(in: spec.file)),
                            spec.file
                        ),
                        note: (
                            Diagnostic(
                                .note, .duplicateInRun, NoteMessage.declaredHere(name, kind: .machine).text,
                                at: machineName(in: specs[earlier].file)),
                            specs[earlier].file
                        )))
            } else {
                machines[spec.machine.name] = index
            }
            for output in spec.outputs {
                if let earlier = outputs[output], earlier != index {
                    let start = SourceRange(start: 0, end: 0)
                    found.append(
                        Conflict(
                            error: (
                                .error(
                                    RunConflict.outputTwice(output: output, path: spec.file.path, earlierPath: specs[earlier].file.path),
                                    at: start),
                                spec.file
                            ),
                            note: (
                                Diagnostic(.note, .duplicateInRun, NoteMessage.generatedFromThisSpec(output: output).text, at: start),
                                specs[earlier].file
                            )))
                    break
                } else {
                    outputs[output] = index
                }
            }
        }
        return found
    }

    /// Where the spec names its machine; read again only for a conflict, which is rare.
    private static func machineName(in file: SourceFile) -> SourceRange {
        let tokens = Pipeline.lex(file).tokens
        for (index, token) in tokens.enumerated().dropLast() where token.isKeyword(.machine) && tokens[index + 1].identifier != nil {
            return tokens[index + 1].range
        }
        return SourceRange(start: 0, end: 0)
    }
}

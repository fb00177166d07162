import Foundation
import StateMachineCompiler

extension Tool {
    /// `diff SPEC... --against REV` with several specs, as the `diff-state-machines` plugin runs
    /// it over a package: one report for them all, where a spec that exists on one side only
    /// is reported as added or removed. Exits 2 if any spec cannot be read or checked; the
    /// Markdown names such specs in its summary, the JSON gives each its own entry.
    func packageReport(_ specs: [String], against revision: String, _ output: DiffCommand.Output, codable: Bool = false)
        -> ExitStatus
    {
        var sections: [String] = []
        var differs = false
        var complete = true
        var failed: [String] = []
        for spec in specs {
            var errors: [String] = []
            // Named in the summary, and in JSON with its errors: a script may read no standard error.
            func notCompared() {
                failed.append(spec)
                if output == .json { sections.append(NotCompared.json(spec, errors: errors)) }
            }
            let exists = FileManager.default.fileExists(atPath: spec)
            let previous = GitRevision.read(spec, at: revision)
            if case .failure(.absent) = previous, !exists {
                _ = checked(.failure(.git(.absent, spec, revision)), errors: &errors)
                notCompared()
                continue
            }
            let new = exists ? checked(SpecLoader.load(spec).mapError(ReadFailure.file), errors: &errors) : nil
            if case .failure(.absent) = previous {
                guard let machine = new?.machine else {
                    notCompared()
                    continue
                }
                sections.append(
                    output == .json
                        ? SpecPresence.json(machine, spec, added: true)
                        : SpecPresence.markdown(machine, spec, added: true))
                differs = true
                continue
            }
            let old = checked(previous.mapError { ReadFailure.git($0, spec, revision) }, errors: &errors)
            if !exists {
                guard let machine = old?.machine else {
                    notCompared()
                    continue
                }
                sections.append(
                    output == .json
                        ? SpecPresence.json(machine, spec, added: false)
                        : SpecPresence.markdown(machine, spec, added: false))
                differs = true
                continue
            }
            guard let old, let new, let diff = MachineDiff.compare(old: old, new: new, codable: codable) else {
                notCompared()
                continue
            }
            differs = differs || diff.differs
            complete = complete && diff.isComplete
            if output == .json {
                sections.append(DiffJSON.render(diff, title: spec))
            } else if diff.differs || !diff.notes.isEmpty || diff.textChanged || !diff.isComplete {
                sections.append(DiffMarkdown.render(diff, title: spec))
            }
        }
        if output == .json {
            standardOutput("[\n" + sections.joined(separator: ",\n") + "]\n")
        } else {
            standardOutput(
                "# State machine changes against \(MarkdownText.code(revision))\n\n"
                    + ([summary(specs.count, failed: failed, changed: !sections.isEmpty)].compactMap { $0 } + sections)
                    .joined(separator: "\n"))
        }
        return !failed.isEmpty ? .cannotCompare : differs ? .differences : complete ? .success : .incomplete
    }

    /// What the report cannot show in sections: specs that could not be compared (their
    /// errors went to standard error), or that nothing changed, when all were compared.
    private func summary(_ count: Int, failed: [String], changed: Bool) -> String? {
        guard failed.isEmpty else {
            return "Not compared, since they cannot be read or checked (see the errors): "
                + failed.map(MarkdownText.code).joined(separator: ", ") + ".\n"
        }
        return changed ? nil : "No behaviour changes in \(count) spec\(count == 1 ? "" : "s").\n"
    }
}

/// A spec that exists on one side only.
enum SpecPresence {
    static func markdown(_ machine: Machine, _ path: String, added: Bool) -> String {
        "## \(MarkdownText.code(path))\n\n\(added ? "New" : "Removed") machine \(MarkdownText.code(machine.name)): \(summary(machine)).\n"
    }

    static func json(_ machine: Machine, _ path: String, added: Bool) -> String {
        "{\"spec\": \(DiagnosticJSON.string(path)), \"differs\": true, \"\(added ? "added" : "removed")\": "
            + "\(DiagnosticJSON.string(machine.name))}"
    }

    /// `5 states, 6 events, 2 effects`.
    private static func summary(_ machine: Machine) -> String {
        [
            (machine.states.count, "state"), (machine.events.count, "event"),
            (machine.effects.count, "effect"),
        ]
        .map { "\($0) \($1)\($0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}

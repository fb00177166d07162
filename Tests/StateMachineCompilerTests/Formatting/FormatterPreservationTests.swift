import StateMachineCompiler
import StateMachineFormatter
import Testing

/// `format` over every spec the project has: idempotent, and for every spec that checks,
/// the same checked model (up to line numbers and row spacing) and the same generated Swift.
@Suite struct FormatterPreservationTests {
    @Test func examplesAreAlreadyFormatted() throws {
        for file in try SpecCollection.examples() {
            #expect(SpecFormatter.format(Pipeline.parse(file)) == .formatted(String(decoding: file.bytes, as: UTF8.self)), "\(file.path)")
        }
    }

    @Test func everySpecKeepsItsMeaningAndFormatsOnce() throws {
        let files = try SpecCollection.all()
        var tally = (checked: 0, failingChecks: 0, refused: 0)
        for file in files {
            let before = Pipeline.check(file)
            switch SpecFormatter.format(Pipeline.parse(file)) {
            case .refused(let diagnostics):
                #expect(diagnostics.allSatisfy { $0.id != .formatUnsupported }, "\(file.path) was refused without a syntax error")
                #expect(before.hasErrors, "\(file.path) checks but was refused")
                tally.refused += 1
            case .formatted(let text):
                let formatted = SourceFile(path: file.path, text: text)
                #expect(SpecFormatter.format(Pipeline.parse(formatted)) == .formatted(text), "\(file.path) is not idempotent")
                let after = Pipeline.check(formatted)
                #expect(after.diagnostics.map(\.id) == before.diagnostics.map(\.id), "\(file.path) diagnostics changed")
                if let machine = before.machine {
                    tally.checked += 1
                    #expect(after.machine.map(ModelShape.init) == ModelShape(machine), "\(file.path) model changed")
                    #expect(after.machine.map { Self.swift($0) } == Self.swift(machine), "\(file.path) generated Swift changed")
                } else {
                    tally.failingChecks += 1
                }
            }
        }
        // The collection must really hold the examples, test literals and corpus, not a handful.
        #expect(files.count >= 130)
        #expect(tally.checked >= 20)
        print(
            "format: \(files.count) specs: \(tally.checked) check, \(tally.failingChecks) have checker errors, \(tally.refused) refused for syntax errors"
        )
    }

    /// The generated machine, with each row comment's line number and spacing taken out:
    /// `// spec.sm:12: a on e -> b` quotes the row where it is written.
    static func swift(_ machine: Machine) -> String {
        let prefix = "// \(machine.specFileName):"
        return SwiftMachineEmitter.emit(machine).contents.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let start = line.range(of: prefix) else { return String(line) }
            let quoted = line[start.upperBound...].drop { $0.isNumber }
            return line[..<start.lowerBound] + prefix + quoted.filter { $0 != " " }
        }.joined(separator: "\n")
    }
}

/// A machine without what formatting may legitimately move: line numbers, and the spacing
/// inside the text of a row or an entry or exit declaration.
struct ModelShape: Equatable {
    let machine: Machine

    init(_ machine: Machine) {
        let unlined = { (field: Field) in Field(name: field.name, type: field.type, isSensitive: field.isSensitive) }
        let strip = { (declared: CaseDeclaration) in
            CaseDeclaration(name: declared.name, parameters: declared.parameters.map(unlined), isFinal: declared.isFinal, line: 0)
        }
        self.machine = Machine(
            name: machine.name, specFileName: machine.specFileName, context: machine.context?.map(unlined),
            states: machine.states.map(strip), events: machine.events.map(strip), effects: machine.effects.map(strip),
            initial: machine.initial,
            rows: machine.rows.map {
                Row(
                    index: $0.index, line: 0, source: $0.source, trigger: $0.trigger, action: $0.action, clause: $0.clause,
                    text: Self.unspaced($0.text))
            },
            groups: machine.groups.map { StateGroup(name: $0.name, members: $0.members, line: 0) },
            stateEffects: machine.stateEffects.map {
                StateEffects(kind: $0.kind, source: $0.source, clause: $0.clause, line: 0, text: Self.unspaced($0.text))
            })
    }

    private static func unspaced(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != " " })
    }
}

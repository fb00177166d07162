import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Names a spec gives to generated Swift that Swift would read differently: keywords as
/// types, types named like the machine's own nested types, machines named like the types
/// generated code uses. Each is an error where it is written, or it compiles.
@Suite struct GeneratedNameTests {
    static func spec(fieldType: String) -> String {
        "machine M\ninitial a\nstate a\nstate b(x: \(fieldType)) final\nevent e\na on e ignore\n"
    }

    @Test(arguments: ["class", "self", "init", "func", "var", "_", "default", "Self", "true", "some"])
    func aSwiftKeywordCannotBeAFieldsType(keyword: String) {
        expectDiagnostics(
            Self.spec(fieldType: "1️⃣" + keyword), [.error("1️⃣", .swiftKeyword, "'\(keyword)' is a Swift keyword and cannot name a type")])
    }

    @Test func aKeywordInsideACollectionOrAfterADotIsFoundWhereItIsWritten() {
        expectDiagnostics(
            "machine M\ninitial a\nstate a\nstate b(x: [String: 1️⃣init], y: Foundation.2️⃣class) final\nevent e\na on e ignore\n",
            [
                .error("1️⃣", .swiftKeyword, "'init' is a Swift keyword and cannot name a type"),
                .error("2️⃣", .swiftKeyword, "'class' is a Swift keyword and cannot name a type"),
            ])
    }

    @Test(arguments: ["State", "Event", "Effect", "Context", "Outcome", "Timer"])
    func aFieldsTypeCannotTakeTheNameOfANestedType(name: String) {
        expectDiagnostics(
            Self.spec(fieldType: "[1️⃣\(name)]"),
            [
                .error(
                    "1️⃣", .shadowedType, "type '\(name)' would mean the machine's own 'M.\(name)' in generated code",
                    notes: [.note("1️⃣", "qualify a type of your own with its module, as in 'MyApp.\(name)'")])
            ])
    }

    @Test func aQualifiedNestedNameAndTheContextualTypeWordsAreTypes() {
        let types = "x: MyApp.State, y: Any?, z: Type"
        expectDiagnostics("machine M\ninitial a\nstate a\nstate b(\(types)) final\nevent e(\(types))\na on e(x, y, z) -> b(x, y, z)\n", [])
    }

    @Test(arguments: ["String", "Int", "Bool", "Equatable", "Sendable", "State", "Redacted", "StateMachineRuntime"])
    func aMachineCannotHideATypeGeneratedCodeUses(name: String) {
        expectDiagnostics(
            "machine 1️⃣\(name)\ninitial a\nstate a\nevent e\na on e ignore\n",
            [.error("1️⃣", .machineNameTaken, "machine name '\(name)' would hide the '\(name)' that generated code refers to")])
    }

    @Test func aMachineCannotBeNamedByASwiftKeyword() {
        expectDiagnostics(
            "machine 1️⃣self\ninitial a\nstate a\nevent e\na on e ignore\n",
            [.error("1️⃣", .swiftKeyword, "'self' is a Swift keyword and cannot name the machine's enum")])
    }

    @Test func aMachineCannotHideATypeItsFieldsUse() {
        expectDiagnostics(
            "machine 1️⃣UUID\ninitial a\nstate a\nstate b(x: Foundation.UUID, y: [2️⃣UUID]) final\nevent e\na on e ignore\n",
            [
                .error(
                    "1️⃣", .machineNameTaken, "machine name 'UUID' would hide the type 'UUID' that its fields use",
                    notes: [.note("2️⃣", "'UUID' used as a type here")])
            ])
    }

    @Test func theWildcardCannotNameAState() {
        expectDiagnostics(
            "machine M\ninitial a\nstate a\nstate 1️⃣_\nevent e\na on e ignore\n",
            [.error("1️⃣", .reservedWord, "'_' is the wildcard pattern and cannot be used as a state name")])
    }

    /// Swift 6 takes `let` and `var` bare as argument labels and warns when they are escaped;
    /// `inout` still needs backticks. Compiled with warnings as errors.
    @Test(.enabled(if: Swiftc.isAvailable)) func keywordLabelsCompileWithoutWarnings() throws {
        let spec = """
            machine M
            context {
                let: Int
            }
            initial a(1)
            state a(var: Int)
            state b(let: Int, inout: Int) final
            event e(var: Int)
            effect f(let: Int)
            a(v) on e(w) [w > let] -> b(v, w) / f(let)
            a on e ignore

            """
        let machine = try #require(Pipeline.check(SourceFile(path: "labels.sm", text: spec)).machine)
        let output = try Swiftc.buildAndRun([
            "m.swift": SwiftMachineEmitter.emit(machine).contents,
            "main.swift": "var state = M.State.initial\nprint(M.reduce(&state, on: .e(var: 5), context: M.Context(let: 2)), state)\n",
        ])
        #expect(output == "transitioned(effects: [drive.M.Effect.f(let: 2)]) b(let: 1, inout: 5)\n")
    }

    /// Two specs of one run may not declare one machine or write one file: an error at the
    /// later spec and a note at the earlier, instead of Swift's redeclaration or a lost file;
    /// each spec's diagnostics print together, in the order the specs are named.
    @Test func specsOfOneRunConflictAtTheirOwnLines() throws {
        let folder = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let machine = "machine Door\ninitial shut\nstate shut\nstate open final\nevent push\nshut on push -> open\n"
        for path in ["a/door.sm", "b/door.sm", "c/gate.sm"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((path == "a/door.sm" ? machine : machine.replacingOccurrences(of: "Door", with: "Gate")).utf8).write(to: url)
        }
        var errors = ""
        let tool = BuildTool(standardOutput: { _ in }, standardError: { errors += $0 })
        let a = folder.appendingPathComponent("a/door.sm").path
        let b = folder.appendingPathComponent("b/door.sm").path
        let c = folder.appendingPathComponent("c/gate.sm").path
        let out = folder.appendingPathComponent("out").path
        #expect(tool.run(["generate", a, b, c, "--output", out]) == .specErrors)
        #expect(
            errors == """
                \(a):1:1: note: 'door.swift' is generated from this spec
                machine Door
                ^
                \(b):1:1: error: \(b) would write 'door.swift', as \(a) does; specs generated together need different file names
                machine Gate
                ^
                \(b):1:9: note: machine 'Gate' declared here
                machine Gate
                        ^
                \(c):1:9: error: machine 'Gate' is also declared in \(b); specs generated together need different machine names
                machine Gate
                        ^

                """)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// Keeps ``GeneratedSwiftNames`` true as emitters change: every capitalised name that
    /// generated code spells unqualified (outside comments and literals) is the spec's own
    /// or one the checker keeps a machine from hiding.
    @Test func generatedCodeNamesOnlyTheTypesTheCheckerKnows() throws {
        var machines = try ["checkout", "favorite", "pricing", "upload"].map(ExampleSpecs.machine)
        let sensitive = """
            machine Vault
            context {
                token: String sensitive
                since: Date
            }
            initial idle
            state idle
            state open(key: String sensitive, id: UUID) final
            event unlock(key: String sensitive, id: UUID)
            effect audit(key: String sensitive, id: UUID)
            group closed = idle
            entry open(key, id) / audit(key, id)
            closed on unlock(key, id) [key == token] -> open(key, id)
            idle on unlock ignore

            """
        machines.append(try #require(Pipeline.check(SourceFile(path: "vault.sm", text: sensitive)).machine))
        let known = Set(GeneratedSwiftNames.nestedTypes + GeneratedSwiftNames.helperTypes + GeneratedSwiftNames.referencedTypes)
        for machine in machines {
            let fields = (machine.context ?? []) + (machine.states + machine.events + machine.effects).flatMap(\.parameters)
            let own = Set(fields.flatMap { Self.names(in: $0.type) } + [machine.name, "Mach"])
                .union(["TransitionTable", "Scenarios"].map { machine.name + $0 })
            let files =
                [
                    SwiftMachineEmitter.emit(machine, codable: true), RuntimeConformanceEmitter.emit(machine),
                ] + Pipeline.emitTests(Pipeline.plan(machine), module: "Mach", runtime: true)
            for file in files {
                let unknown = Self.unqualifiedTypeNames(in: file.contents).subtracting(known).subtracting(own).subtracting(SwiftKeyword.all)
                #expect(unknown.isEmpty, "\(file.name) names \(unknown.sorted())")
            }
        }
    }

    static func names(in type: SwiftType) -> [String] {
        switch type {
        case .named(let name, let arguments): [String(name.prefix { $0 != "." })] + arguments.flatMap(names)
        case .optional(let wrapped), .array(let wrapped): names(in: wrapped)
        case .dictionary(let key, let value): names(in: key) + names(in: value)
        }
    }

    /// Capitalised words not after a `.`, with comments and string literals removed.
    static func unqualifiedTypeNames(in swift: String) -> Set<String> {
        var found: Set<String> = []
        for line in swift.split(separator: "\n") {
            let code = line.components(separatedBy: "//")[0].components(separatedBy: "\"").enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            var word = ""
            var wordFollowsDot = false
            var last: Character = " "
            for character in code + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    if word.isEmpty { wordFollowsDot = last == "." }
                    word.append(character)
                } else {
                    if let first = word.first, first.isUppercase, !wordFollowsDot { found.insert(word) }
                    word = ""
                }
                last = character
            }
        }
        return found
    }
}

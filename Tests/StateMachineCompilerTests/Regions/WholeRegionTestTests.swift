import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `in(REGION)` names a whole region, which is always in one of its states: the checker says
/// so with a fix-it, guards read it as `true` (so `shadowed-row` and `guard-always-false`
/// follow), and the generated Swift writes it folded, without swiftc's dead-code warnings.
@Suite struct WholeRegionTestTests {
    static let text = """
        machine Pair
        initial a, x
        state a(n: Int)
        state b
        state x
        state y
        region r1 = a, b
        region r2 = x, y
        event go
        a(n) on go [!in(r2)] -> b
        a on go -> b
        x on go [in(r1)] -> y
        x on go -> x
        b on go ignore
        y on go ignore

        """

    @Test func theCheckerWarnsAtTheTestWithAFixItAndTheGuardsAndRowsFollow() {
        let result = Pipeline.check(SourceFile(path: "pair.sm", text: Self.text))
        let found = result.diagnostics.map { "\(result.file.location(of: $0.range.start)): \($0.id.rawValue)" }
        #expect(found.contains("10:14: in-always-holds"))
        #expect(found.contains("12:10: in-always-holds"))
        #expect(found.contains("10:13: guard-always-false"))
        #expect(found.contains("13:1: shadowed-row"))
        let fix = result.diagnostics.first { $0.id == .inAlwaysHolds }?.fixIts.first
        #expect(fix?.message == "replace 'in(r2)' with 'true'")
        #expect(fix?.edits.map(\.replacement) == ["true"])
    }

    @Test func theGeneratedSwiftFoldsTheTest() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "pair.sm", text: Self.text)).machine)
        let swift = SwiftMachineEmitter.emit(machine).contents
        #expect(!swift.contains("!true"))
        #expect(swift.contains("// Its guard is always false, so it never fires."))
    }

    @Test(.enabled(if: Swiftc.isAvailable)) func theGeneratedSwiftHasNoSILWarnings() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "pair.sm", text: Self.text)).machine)
        let (swift, conformance) = Pipeline.emitMachine(machine, specPath: "pair.sm", access: .internal, codable: false, runtime: true)
        var files = [swift.name: swift.contents]
        if let conformance { files[conformance.name] = conformance.contents }
        let failures = try Swiftc.typeCheck([files], runtime: AcceptedSpecsCompileTests.runtimeSources(), throughSIL: true)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

import Foundation
import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

extension Tag {
    /// Slow checks that compile generated code with the toolchain in a scratch package.
    @Tag static var mutation: Self
}

/// Issues 3, 11 and 12: the tests generated from each spec pass on its machine and fail on
/// every machine generated from the spec with one fault (see `Mutant.Kind`).
/// The gadget spec adds every kind of sample value and keyword names, so this also
/// proves the generated tests compile warning-free in Swift 6 mode; the receipt spec
/// has a guard reading a repeated name, and the revision spec an equality guard on one,
/// where forgetting either side's identity must fail a case.
///
/// Every mutant is run, through the reference interpreter, against every case of the
/// table and every step of the scenarios exactly as the generated files hold them; each
/// must fail one. The scratch package then compiles the first ``compiledPerKind`` mutant
/// of each kind per spec with its generated table, and checks that each table passes or
/// fails as the interpreter said; the scenarios are compiled for the originals, for the
/// first mutant of each kind they detect, and for any mutant only they detect. One
/// scratch package runs the toolchain once; compiling that sample rather than all ~120
/// mutants keeps the check's cost near what it was with 43 mutants.
@Suite(.tags(.mutation)) struct MutationCheckTests {
    struct Expectation {
        let suite: String
        let shouldPass: Bool
        let description: String
    }

    static let compiledPerKind = 1

    /// Specs in the check for their timers and activities: their mutants of other kinds run
    /// through the interpreter only, since the specs before them compile those kinds.
    static let compilingTimeKindsOnly: Set<String> = ["upload.sm"]

    // A guard against a hung toolchain, not a timing check. It takes about 4 minutes alone on
    // 2 cores and has taken 15 inside a full run on a loaded machine, so the guard sits well above.
    @Test(.timeLimit(.minutes(25)))
    func generatedTestsPassOnTheMachineAndFailOnEveryMutant() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        var expectations: [Expectation] = []
        var tally = MutantTally()
        try package.addSource("Owner.swift", GadgetSpec.ownerSource)
        try package.addTest("OwnerSamples.swift", GadgetSpec.ownerSamples)
        let machines =
            try ["checkout", "favorite", "pricing", "upload"].map(ExampleSpecs.machine) + [
                GadgetSpec.machine(), GuardedIdentitySpec.machine(), GuardedIdentitySpec.equalityMachine(), ValuesSpecs.machine(),
                ValuesSpecs.unsignedMachine(),
            ]
        // Kinds whose scenarios file has been compiled against a mutant they detect.
        var scenarioKinds: Set<Mutant.Kind> = []
        // The compiled mutants of time kinds, by suite, to report their verdicts.
        var timeMutants: [(suite: String, description: String)] = []
        for machine in machines {
            let plans = Pipeline.plan(machine)
            let (cases, starts, scenarios) = (plans.transitionTable.cases, plans.starts, plans.scenarios.scenarios)
            let (timers, scopes) = (plans.timers, plans.scopes)
            try add(machine, as: machine.name, testedBy: machine, withScenarios: true, to: package)
            expectations += expect(machine.name, table: false, scenarios: false, withScenarios: true, "\(machine.specFileName) as written")
            var compiledKinds: [Mutant.Kind: Int] = [:]
            for (number, mutant) in Mutant.all(of: machine).enumerated() {
                let byTable = mutant.isDetected(by: cases, starts: starts, timers: timers, scopes: scopes)
                let byScenarios = mutant.isDetected(by: [], scenarios: scenarios)
                tally.add(mutant, spec: machine.specFileName, byTable: byTable, byScenarios: byScenarios)
                let compilesKind = mutant.kind.isTime || !Self.compilingTimeKindsOnly.contains(machine.specFileName)
                guard !byTable || (compilesKind && compiledKinds[mutant.kind, default: 0] < Self.compiledPerKind) else { continue }
                compiledKinds[mutant.kind, default: 0] += 1
                let mutantName = "\(machine.name)Mutant\(number + 1)"
                if mutant.kind.isTime { timeMutants.append((mutantName + "TransitionTable", mutant.description)) }
                let withScenarios = !byTable || (byScenarios && scenarioKinds.insert(mutant.kind).inserted)
                try add(
                    mutant.machine, conformance: mutant.conformance, as: mutantName, testedBy: machine, withScenarios: withScenarios,
                    to: package)
                expectations += expect(mutantName, table: byTable, scenarios: byScenarios, withScenarios: withScenarios, mutant.description)
            }
        }
        #expect(tally.undetected.isEmpty, "mutants that no case of the table and no scenario tells apart: \(tally.undetected)")
        try package.build()
        let (results, output) = try package.test(suites: expectations.map(\.suite))
        let missing = expectations.map(\.suite).filter { results[$0] == nil }
        #expect(missing.isEmpty, "suites missing from the scratch package's test output: \(missing)\n\(output)")
        try expectFailuresAtTheirCases(output, testFiles: testFiles)
        // One line per test function, as for any test: no line per case of a table.
        #expect(!output.contains("Test case"), "swift test printed the table's cases one by one")
        for expectation in expectations {
            let verdict = results[expectation.suite].map { $0 ? "passed" : "failed" } ?? "did not run"
            #expect(
                results[expectation.suite] == expectation.shouldPass,
                "\(expectation.description): \(expectation.suite) \(verdict), expected it to \(expectation.shouldPass ? "pass" : "fail")")
        }
        let compiled = expectations.filter { $0.suite.hasSuffix("TransitionTable") }.count - machines.count
        print("Mutation check: " + tally.summary + "; \(compiled) compiled, \(scenarioKinds.count) with their scenarios")
        let verdicts = timeMutants.map {
            "\($0.description): \($0.suite) " + (results[$0.suite].map { $0 ? "passed" : "failed" } ?? "did not run")
        }
        print("Time mutants compiled: " + verdicts.joined(separator: "; "))
    }

    /// What each suite generated for `name` must do: fail where the interpreter says it detects the fault.
    private func expect(_ name: String, table: Bool, scenarios: Bool, withScenarios: Bool, _ description: String) -> [Expectation] {
        [Expectation(suite: name + "TransitionTable", shouldPass: !table, description: description)]
            + (withScenarios ? [Expectation(suite: name + "Scenarios", shouldPass: !scenarios, description: description)] : [])
    }

    /// Adds `machine` under `name` and the tests generated from `spec`, aimed at that name. A spec
    /// with `after` rows or `during` declarations adds the runtime conformance of `conformance`
    /// (by default `machine`), whose scopes the tests then check; timers keep `spec`'s names.
    private func add(
        _ machine: Machine, conformance: Machine? = nil, as name: String, testedBy spec: Machine, withScenarios: Bool,
        to package: ScratchPackage
    ) throws {
        let runtime = spec.hasTimedWork
        let source = machine.timerNames(as: spec, in: SwiftMachineEmitter.emit(machine.renamed(name)).contents)
        try package.addSource(name + ".swift", source, runtime: runtime)
        if runtime {
            let conformance = conformance ?? machine
            let emitted = RuntimeConformanceEmitter.emit(conformance.renamed(name)).contents
            try package.addSource(name + "+StateMachine.swift", conformance.timerNames(as: spec, in: emitted), runtime: true)
        }
        let module = runtime ? ScratchPackage.runtimeModule : ScratchPackage.module
        let plans = Pipeline.plan(spec.renamed(name))
        let tests = SwiftTestsEmitter.emit(plans, module: module, runtime: runtime).contents
        try package.addTest(name + ".tests.swift", tests)
        testFiles.contents[name + ".tests.swift"] = tests
        if withScenarios {
            try package.addTest(name + ".scenarios.swift", SwiftScenariosEmitter.emit(plans, module: module).contents)
        }
    }

    /// The generated test files by name, to look up the lines failures are reported at.
    final class TestFiles: @unchecked Sendable {
        var contents: [String: String] = [:]
    }

    let testFiles = TestFiles()

    /// Every failure a mutant causes must be reported at the first line of a case
    /// (`entry(...`, `start(...`, `timer(...` or `scopes(...`) in its generated file, and name that case and line.
    private func expectFailuresAtTheirCases(_ output: String, testFiles: TestFiles) throws {
        let outputLines = output.split(separator: "\n")
        let issues = outputLines.indices.filter {
            outputLines[$0].contains(" recorded an issue at ") && outputLines[$0].contains(".tests.swift:")
        }
        #expect(!issues.isEmpty, "no failure reported at all:\n\(output)")
        for index in issues {
            let issue = outputLines[index]
            let location = issue.components(separatedBy: " recorded an issue at ")[1].split(separator: ":")
            let file = String(location[0])
            let line = try #require(Int(location[1]))
            let lines = try #require(testFiles.contents[file], "\(file)").split(separator: "\n", omittingEmptySubsequences: false)
            let reported = lines[line - 1].trimmingCharacters(in: .whitespaces)
            #expect(
                ["entry(", "start(", "timer(", "scopes("].contains { reported.hasPrefix($0) }, "\(issue)\nreported at: \(reported)")
            // Swift Testing prints the expectation's comment, the case with its line, after the
            // issue and any `±` lines of a collection's difference, before the next event.
            let details = outputLines[(index + 1)...].prefix { !$0.hasPrefix("✘") && !$0.hasPrefix("✔") && !$0.hasPrefix("◇") }
            #expect(
                details.contains { $0.hasPrefix("↳ ") && $0.hasSuffix(", line \(line)") }, "the failure does not name its case: \(issue)")
        }
    }
}

/// Mutants counted per spec and kind, with how many the table and the scenarios each
/// detect, and the ones nothing detects.
struct MutantTally {
    struct Count {
        var all = 0
        var byTable = 0
        var byScenarios = 0
    }

    private var counts: [String: [Mutant.Kind: Count]] = [:]
    private var specs: [String] = []
    private(set) var undetected: [String] = []

    mutating func add(_ mutant: Mutant, spec: String, byTable: Bool, byScenarios: Bool) {
        if counts[spec] == nil { specs.append(spec) }
        var count = counts[spec, default: [:]][mutant.kind, default: Count()]
        count.all += 1
        count.byTable += byTable ? 1 : 0
        count.byScenarios += byScenarios ? 1 : 0
        counts[spec, default: [:]][mutant.kind] = count
        if !byTable && !byScenarios { undetected.append(mutant.description) }
    }

    /// Per spec, `kind N (table T, scenarios S)` for the kinds its rows allow.
    var summary: String {
        specs.map { spec in
            let kinds = Mutant.Kind.allCases.compactMap { kind in
                counts[spec]?[kind].map { "\(kind.rawValue) \($0.all) (table \($0.byTable), scenarios \($0.byScenarios))" }
            }
            return "\(spec): " + kinds.joined(separator: ", ")
        }.joined(separator: "; ")
    }
}

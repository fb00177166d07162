import Foundation
import Testing
@testable import StateMachineCompiler

extension Tag {
    /// Slow checks that compile generated code with the toolchain in a scratch package.
    @Tag static var mutation: Self
}

/// Issues 3 and 12: the tests generated from each spec pass on its machine and fail on
/// every machine generated from the spec with one fault in one row (see `Mutant.Kind`).
/// The gadget spec adds every kind of sample value and keyword names, so this also
/// proves the generated tests compile warning-free in Swift 6 mode; the receipt spec
/// has a guard reading a repeated name. Every machine shares one scratch package, so
/// the toolchain runs once. A mutant gets its scenarios only when its table alone
/// would not catch it, which keeps the package small.
@Suite(.tags(.mutation)) struct MutationCheckTests {
    struct Expectation {
        let suites: [String]
        let shouldPass: Bool
        let description: String
    }

    @Test(.timeLimit(.minutes(8)))
    func generatedTestsPassOnTheMachineAndFailOnEveryMutant() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        var expectations: [Expectation] = []
        var tally = MutantTally()
        try package.addSource("Owner.swift", GadgetSpec.ownerSource)
        try package.addTest("OwnerSamples.swift", GadgetSpec.ownerSamples)
        let machines = try ["checkout", "favorite"].map(ExampleSpecs.machine) + [GadgetSpec.machine(), GuardedIdentitySpec.machine()]
        for machine in machines {
            let cases = TransitionTable.cases(for: machine)
            let scenarios = ScenarioPlanner.plan(for: machine).scenarios
            try add(machine, as: machine.name, testedBy: machine, withScenarios: true, to: package)
            expectations.append(Expectation(suites: suites(machine.name, withScenarios: true), shouldPass: true, description: "\(machine.specFileName) as written"))
            for (number, mutant) in Mutant.all(of: machine).enumerated() {
                let mutantName = "\(machine.name)Mutant\(number + 1)"
                let byTable = mutant.isDetected(by: cases)
                let detected = byTable || mutant.isDetected(by: [], scenarios: scenarios)
                tally.add(mutant, spec: machine.specFileName, detected: detected)
                try add(mutant.machine, as: mutantName, testedBy: machine, withScenarios: !byTable, to: package)
                expectations.append(Expectation(suites: suites(mutantName, withScenarios: !byTable), shouldPass: !detected, description: mutant.description))
            }
        }
        #expect(tally.undetected.isEmpty, "mutants that no case of the table and no scenario tells apart: \(tally.undetected)")
        try package.build()
        let results = try package.test(suites: expectations.flatMap(\.suites))
        for expectation in expectations {
            let verdicts = expectation.suites.map { results[$0] }
            let passed = verdicts.allSatisfy { $0 == true }
            let ran = verdicts.allSatisfy { $0 != nil }
            #expect(
                ran && passed == expectation.shouldPass,
                "\(expectation.description): the tests \(ran ? (passed ? "passed" : "failed") : "did not all run"), expected them to \(expectation.shouldPass ? "pass" : "fail")")
        }
        print("Mutation check: " + tally.summary)
    }

    private func suites(_ name: String, withScenarios: Bool) -> [String] {
        [name + "TransitionTable"] + (withScenarios ? [name + "Scenarios"] : [])
    }

    /// Adds `machine` under `name` and the tests generated from `spec`, aimed at that name.
    private func add(_ machine: Machine, as name: String, testedBy spec: Machine, withScenarios: Bool, to package: ScratchPackage) throws {
        try package.addSource(name + ".swift", SwiftMachineEmitter.emit(machine.renamed(name)).contents)
        try package.addTest(name + ".tests.swift", SwiftTestsEmitter.emit(spec.renamed(name), module: ScratchPackage.module).contents)
        if withScenarios {
            try package.addTest(name + ".scenarios.swift", SwiftScenariosEmitter.emit(spec.renamed(name), module: ScratchPackage.module).contents)
        }
    }
}

/// Mutants counted per spec and kind, and the ones nothing detects.
struct MutantTally {
    private var counts: [String: [Mutant.Kind: (all: Int, detected: Int)]] = [:]
    private var specs: [String] = []
    private(set) var undetected: [String] = []

    mutating func add(_ mutant: Mutant, spec: String, detected: Bool) {
        if counts[spec] == nil { specs.append(spec) }
        let count = counts[spec, default: [:]][mutant.kind, default: (0, 0)]
        counts[spec, default: [:]][mutant.kind] = (count.all + 1, count.detected + (detected ? 1 : 0))
        if !detected { undetected.append(mutant.description) }
    }

    /// Per spec, `kind detected/all` for the kinds its rows allow.
    var summary: String {
        specs.map { spec in
            let kinds = Mutant.Kind.allCases.compactMap { kind in
                counts[spec]?[kind].map { "\(kind.rawValue) \($0.detected)/\($0.all)" }
            }
            return "\(spec): " + kinds.joined(separator: ", ")
        }.joined(separator: "; ")
    }
}

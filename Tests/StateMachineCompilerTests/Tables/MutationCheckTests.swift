import Foundation
import Testing
@testable import StateMachineCompiler

extension Tag {
    /// Slow checks that compile generated code with the toolchain in a scratch package.
    @Tag static var mutation: Self
}

/// Issue 3's "done when": the tests generated from each example pass on its machine and
/// fail on every machine generated from the spec with one fault. The gadget spec adds
/// every kind of sample value and keyword names, so this also proves the generated tests
/// compile warning-free in Swift 6 mode. Every machine shares one scratch package, so
/// the toolchain runs once.
@Suite(.tags(.mutation)) struct MutationCheckTests {
    struct Expectation {
        let suite: String
        let shouldPass: Bool
        let description: String
    }

    @Test(.timeLimit(.minutes(8)))
    func generatedTestsPassOnTheMachineAndFailOnEveryMutant() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        var expectations: [Expectation] = []
        var summary: [String] = []
        try package.addSource("Owner.swift", GadgetSpec.ownerSource)
        try package.addTest("OwnerSamples.swift", GadgetSpec.ownerSamples)
        let machines = try ["checkout", "favorite"].map(ExampleSpecs.machine) + [GadgetSpec.machine()]
        for machine in machines {
            let cases = TransitionTable.cases(for: machine)
            try add(machine, as: machine.name, testedBy: machine, to: package)
            expectations.append(Expectation(suite: machine.name + "TransitionTable", shouldPass: true, description: "\(machine.specFileName) as written"))
            let mutants = Mutant.all(of: machine)
            var equivalent: [String] = []
            for (number, mutant) in mutants.enumerated() {
                let mutantName = "\(machine.name)Mutant\(number + 1)"
                try add(mutant.machine, as: mutantName, testedBy: machine, to: package)
                let detected = mutant.isDetected(by: cases)
                if !detected { equivalent.append(mutant.description) }
                expectations.append(Expectation(suite: mutantName + "TransitionTable", shouldPass: !detected, description: mutant.description))
            }
            #expect(equivalent.isEmpty, "mutants of \(machine.specFileName) that no case of its table tells apart: \(equivalent)")
            summary.append("\(machine.specFileName): \(mutants.count) mutants, \(equivalent.count) equivalent")
        }
        try package.build()
        let (results, output) = try package.test(suites: expectations.map(\.suite))
        try expectFailuresAtTheirCases(output, testFiles: testFiles)
        // One line per test function, as for any test: no line per case of a table.
        #expect(!output.contains("Test case"), "swift test printed the table's cases one by one")
        for expectation in expectations {
            let verdict = results[expectation.suite].map { $0 ? "passed" : "failed" } ?? "did not run"
            #expect(
                results[expectation.suite] == expectation.shouldPass,
                "\(expectation.description): the tests \(verdict), expected them to \(expectation.shouldPass ? "pass" : "fail")")
        }
        print("Mutation check: " + summary.joined(separator: "; "))
    }

    /// Adds `machine` under `name` and the tests generated from `spec`, aimed at that name.
    private func add(_ machine: Machine, as name: String, testedBy spec: Machine, to package: ScratchPackage) throws {
        try package.addSource(name + ".swift", SwiftMachineEmitter.emit(machine.renamed(name)).contents)
        let tests = SwiftTestsEmitter.emit(spec.renamed(name), module: ScratchPackage.module).contents
        try package.addTest(name + ".tests.swift", tests)
        testFiles.contents[name + ".tests.swift"] = tests
    }

    /// The generated test files by name, to look up the lines failures are reported at.
    final class TestFiles: @unchecked Sendable {
        var contents: [String: String] = [:]
    }

    let testFiles = TestFiles()

    /// Every failure a mutant causes must be reported at the first line of a case
    /// (`entry(...`) in its generated file, and name that case and line in its message.
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
            #expect(reported.hasPrefix("entry("), "\(issue)\nreported at: \(reported)")
            // Swift Testing prints the expectation's comment, the case, on the next line.
            let comment = index + 1 < outputLines.count ? outputLines[index + 1] : ""
            #expect(comment.hasPrefix("↳ ") && comment.contains(" on ") && comment.hasSuffix(", line \(line)"), "the failure does not name its case: \(issue)")
        }
    }
}

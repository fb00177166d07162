import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A public machine's context spells its types twice, in its fields and in the initializer
/// clients call: both stand on the spec's lines, so a misspelled type names no generated file.
@Suite(.enabled(if: Swiftc.isAvailable)) struct SourceLocationPublicContextTests {
    let commandLine = CommandLineTests()

    @Test func aMisspelledContextTypeOfAPublicMachineIsReportedOnlyInTheSpec() throws {
        let directory = try commandLine.temporaryDirectory()
        let text = SourceLocationCompileTests.spec.replacingOccurrences(of: "Strng", with: "String")
        let spec = try commandLine.write(text, "upload.sm", in: directory)
        let run = commandLine.run(["generate", spec, "--output", directory.path, "--access", "public"])
        #expect(run.status == .success, "\(run.errors)")
        let generated = directory.appendingPathComponent("upload.swift")
        let result = try ProcessRunner.run(
            Swiftc.executable ?? "swiftc", ["-typecheck", "-swift-version", "6", generated.path], mergingErrors: true)
        let errors = result.output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        // `token: Strin` is line 5. The field and the initializer's parameter both name the type's
        // alias, declared under a directive for line 5, so the misspelling is one error, there (issue 34).
        #expect(errors.count == 1, "\(result.output)")
        #expect(errors.allSatisfy { $0.hasPrefix("\(spec):5:") && $0.hasSuffix("error: cannot find type 'Strin' in scope") }, "\(errors)")
    }

    @Test func theInitializerTakesOneParameterALineWhenTheFieldsDo() throws {
        let text = SourceLocationCompileTests.spec.replacingOccurrences(of: "Strng", with: "String")
            .replacingOccurrences(of: "Strin ", with: "String ")
        let machine = try #require(Pipeline.check(SourceFile(path: "upload.sm", text: text)).machine)
        // A directive may not stand inside a parameter list: it goes above `init(`, which stands on line 3.
        Snippet.expect(
            """
            #sourceLocation(file: "Sources/Upload/upload.sm", line: 3)
                    public init(
                        maxAttempts: Int,
                        token: String
                    ) {
            #sourceLocation()
                        self.maxAttempts = maxAttempts
                        self.token = token
                    }
            """, in: SwiftMachineEmitter.emit(machine, access: .public, specPath: "Sources/Upload/upload.sm").contents)
        // Fields sharing a line cannot each have theirs: the initializer stays on one line, outside any directive.
        let oneLine = text.replacingOccurrences(
            of: "maxAttempts: Int\n    token: String sensitive", with: "maxAttempts: Int, token: String")
        let shared = try #require(Pipeline.check(SourceFile(path: "upload.sm", text: oneLine)).machine)
        Snippet.expect(
            """
                    public init(maxAttempts: Int, token: String) {
                        self.maxAttempts = maxAttempts
            """, in: SwiftMachineEmitter.emit(shared, access: .public, specPath: "Sources/Upload/upload.sm").contents)
    }
}

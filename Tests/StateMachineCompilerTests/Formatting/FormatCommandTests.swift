import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

extension CommandLineTests {
    @Test func formatRewritesOnlyWhatIsNotFormatted() throws {
        let directory = try temporaryDirectory()
        let messy = try write(
            "machine  Light\ninitial off\nstate off\nstate on_\nevent flip\noff on flip -> on_\non_  on flip -> off\n", "light.sm",
            in: directory)
        let tidy = try write(Self.valid, "tidy.sm", in: directory)
        let modified = try FileManager.default.attributesOfItem(atPath: tidy)[.modificationDate] as? Date

        let check = run(["format", "--check", messy, tidy])
        #expect(check.status == .specErrors)
        #expect(check.errors == "\(messy): not formatted; run 'statemachine-gen format \(messy)'\n")
        #expect(try String(contentsOfFile: messy, encoding: .utf8).hasPrefix("machine  Light"))

        #expect(run(["format", messy, tidy]).status == .success)
        #expect(
            try String(contentsOfFile: messy, encoding: .utf8)
                == "machine Light\ninitial off\nstate off\nstate on_\nevent flip\noff on flip -> on_\non_ on flip -> off\n")
        #expect(try FileManager.default.attributesOfItem(atPath: tidy)[.modificationDate] as? Date == modified)
        #expect(run(["format", "--check", messy, tidy]).status == .success)
    }

    @Test func formatRefusesSyntaxErrorsAndLeavesTheFileAlone() throws {
        let directory = try temporaryDirectory()
        let text = "machine  M\nstate a(\n"
        let path = try write(text, "broken.sm", in: directory)
        let result = run(["format", path])
        #expect(result.status == .specErrors)
        #expect(result.errors.hasPrefix("\(path):3:1: error: expected parameter label, found end of file"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func shippedExamplesAreFormatted() {
        let root = PackageFiles.root.path
        #expect(run(["format", "--check", root + "/specs/checkout.sm", root + "/specs/favorite.sm"]).status == .success)
    }
}

import Foundation
import StateMachineTestSupport
import Testing

/// `statemachine-gen explore`: one page for one spec at the path given, a directory of pages for
/// several, a spec with errors refused with its diagnostics, and a page that names no URL.
@Suite struct ExploreCommandTests {
    let commandLine = CommandLineTests()

    @Test func writesOnePageOrADirectoryOfPages() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let single = directory.appendingPathComponent("checkout.html").path
        let specs = ["specs/checkout.sm", "specs/favorite.sm"].map { PackageFiles.url($0).path }
        #expect(commandLine.run(["explore", specs[0], "--output", single]).status == .success)
        let page = try String(contentsOfFile: single, encoding: .utf8)
        #expect(page.contains(#""name":"Checkout""#))
        for pattern in [#"src\s*=\s*["']?[a-z]+:"#, #"href\s*=\s*["']?[a-z]+:"#, #"url\(\s*["']?[a-z]+:"#] {
            #expect(page.range(of: pattern, options: [.regularExpression, .caseInsensitive]) == nil, "\(pattern)")
        }
        let pages = directory.appendingPathComponent("pages").path
        #expect(commandLine.run(["explore"] + specs + ["--output", pages]).status == .success)
        #expect(FileManager.default.fileExists(atPath: pages + "/checkout.html"))
        #expect(FileManager.default.fileExists(atPath: pages + "/favorite.html"))
    }

    @Test func refusesASpecWithErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("broken.sm")
        try Data("machine Broken\ninitial idle\nstate idle\nevent go\nidle on go -> nowhere\n".utf8).write(to: spec)
        let output = directory.appendingPathComponent("broken.html").path
        let run = commandLine.run(["explore", spec.path, "--output", output, "--no-config"])
        #expect(run.status == .specErrors)
        #expect(run.errors.contains("broken.sm:5:") && run.errors.contains("error:") && run.errors.contains("'nowhere'"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(commandLine.run(["explore", spec.path]).status == .usage)
    }
}

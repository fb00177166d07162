import Foundation
import StateMachineTestSupport
import Testing

/// Product files (documentation, README, sources, specs) name behaviour, never our tracker's
/// issue numbers, which mean nothing to a reader of the package.
@Suite struct ProductTextTests {
    @Test func noProductFileCitesAnIssueNumber() throws {
        var citing: [String] = []
        for folder in ["Documentation", "Sources", "specs", "Plugins"] {
            let root = PackageFiles.url(folder)
            for path in FileManager.default.subpaths(atPath: root.path) ?? []
            where path.hasSuffix(".md") || path.hasSuffix(".swift") || path.hasSuffix(".sm") {
                let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
                if text.range(of: #"\b[Ii]ssue #?[0-9]+"#, options: .regularExpression) != nil { citing.append("\(folder)/\(path)") }
            }
        }
        let readme = try String(contentsOf: PackageFiles.url("README.md"), encoding: .utf8)
        if readme.range(of: #"\b[Ii]ssue #?[0-9]+"#, options: .regularExpression) != nil { citing.append("README.md") }
        #expect(citing.isEmpty, "\(citing)")
    }
}

import StateMachineTestSupport
import Testing

/// Every id in the diagnostic catalog is documented in the Diagnostics article, written as
/// code (`` `unknown-name` ``), so a user who sees an id can look it up.
@Suite struct DiagnosticCatalogDocumentationTests {
    /// The ids the catalog declares, read from its source: `DiagnosticID("unknown-name")`.
    private func catalogIDs() throws -> [String] {
        let catalog = try PackageFiles.text("Sources/StateMachineCompiler/Diagnostics/DiagnosticID+Catalog.swift")
        return catalog.matches(of: /DiagnosticID\("([a-z0-9-]+)"\)/).map { String($0.output.1) }
    }

    @Test func theCatalogIsReadWhole() throws {
        let ids = try catalogIDs()
        // The first id of the catalog and two others, so a change in how it is written cannot empty the list.
        #expect(ids.first == "unexpected-character")
        #expect(ids.contains("unknown-name"))
        #expect(ids.contains("sensitive-flow"))
    }

    @Test func everyIDIsDocumented() throws {
        let article = try PackageFiles.text("Documentation/statemachine-gen.docc/Diagnostics.md")
        let undocumented = try catalogIDs().filter { !article.contains("`\($0)`") }
        #expect(undocumented == [], "not in Diagnostics.md: \(undocumented.joined(separator: ", "))")
    }
}

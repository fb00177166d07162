import Foundation
import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// Mermaid 11 refuses a second description line (`busy : entry / ...`, `busy : exit / ...`) on
/// a composite state with "Group nodes can only have label. Remove the additional description
/// for node [busy]", and GitHub then shows the error instead of the diagram; a group's entry
/// and exit go into its title.
@Suite struct MermaidCompositeStateTests {
    @Test func aGroupsEntryAndExitAreItsTitleNotADescription() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "upload.sm", text: MarkedSpec(LateResultTests.upload).text)).machine)
        let mermaid = MermaidEmitter.emit(machine, options: DiagramOptions())
        #expect(mermaid.contains("    state \"busy · entry / keepScreenAwake(true) · exit / keepScreenAwake(false)\" as busy {\n"))
        #expect(!mermaid.contains("busy : "))
        // A state's own entry and exit stay description lines, which Mermaid draws inside its box.
        #expect(mermaid.contains("        s_uploading : exit / cancelUpload\n"))
    }

    @Test(arguments: ["checkout", "favorite", "pricing"])
    func noCompositeStateOfAnExampleHasADescription(name: String) throws {
        let mermaid = MermaidEmitter.emit(try ExampleSpecs.machine(name), options: DiagramOptions(detail: .full))
        let lines = mermaid.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let composites = lines.filter { $0.hasPrefix("state ") && $0.hasSuffix(" {") }.compactMap {
            $0.dropLast(2).split(separator: " ").last.map(String.init)
        }
        for composite in composites {
            #expect(!lines.contains { $0.hasPrefix(composite + " : ") }, "\(composite) in \(name)")
        }
        #expect(name != "pricing" || composites == ["open", "fetching"])
    }
}

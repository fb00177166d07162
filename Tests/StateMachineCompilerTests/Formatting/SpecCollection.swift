import Foundation
import StateMachineCompiler
import StateMachineTestSupport

/// Every spec the project has: the examples, the fuzz corpus, and each multi-line spec
/// literal in this test target's sources (markers removed, interpolated ones skipped).
enum SpecCollection {
    static func all() throws -> [SourceFile] {
        try examples() + fuzzCorpus() + testLiterals()
    }

    static func examples() throws -> [SourceFile] {
        try ["checkout", "favorite", "pricing"].map(ExampleSpecs.file)
    }

    static func fuzzCorpus() throws -> [SourceFile] {
        let directory = PackageFiles.root.appendingPathComponent("Fuzz/corpus")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().compactMap { name in
            FileManager.default.contents(atPath: directory.appendingPathComponent(name).path).map {
                SourceFile(path: "Fuzz/corpus/\(name)", bytes: Array($0))
            }
        }
    }

    /// `"""` literals whose text has a line starting with `machine`, as Swift reads them.
    static func testLiterals() throws -> [SourceFile] {
        let root = PackageFiles.root.appendingPathComponent("Tests/StateMachineCompilerTests")
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [SourceFile] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for (index, literal) in literals(in: source).enumerated() where literal.contains("machine ") && !literal.contains("\\(") {
                files.append(SourceFile(path: "\(path)#\(index)", text: MarkedSpec(unescaped(literal)).text))
            }
        }
        return files
    }

    private static func literals(in source: String) -> [String] {
        let pieces = source.components(separatedBy: "\"\"\"")
        // Odd pieces sit between an opening and a closing delimiter.
        return stride(from: 1, to: pieces.count - 1, by: 2).map { dedented(pieces[$0]) }
    }

    /// Drops the line after the opening quotes and the closing delimiter's indentation.
    private static func dedented(_ body: String) -> String {
        var lines = body.components(separatedBy: "\n").dropFirst()
        let indentation = lines.last.map { $0.prefix { $0 == " " }.count } ?? 0
        lines = lines.dropLast()
        return lines.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n") + "\n"
    }

    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

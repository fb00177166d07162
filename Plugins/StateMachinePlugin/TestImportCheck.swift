import Foundation
import PackagePlugin

/// Finds where a test target will fail with `cannot find type 'Upload' in scope`: a test file
/// that imports the machines' module without `@testable` and names one of its machines, while
/// the generated API is internal. The compiler's error names neither cause nor cure, so the
/// plugin points at the import and at the `access` setting.
struct TestImportCheck {
    /// The module whose specs are generated, and its specs.
    let module: String
    let specs: [URL]
    /// The module's configuration file, if any; its `access` decides the generated API's level.
    let configuration: URL?
    /// The module's folder, where a configuration file would go.
    let moduleDirectory: URL
    /// The package's folder: messages name files relative to it.
    let packageDirectory: URL

    /// Whether the configuration makes the generated API public.
    var isPublic: Bool {
        guard let configuration, let data = try? Data(contentsOf: configuration),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return object["access"] as? String == "public"
    }

    /// Machine names as `add-state-machine` spells them: the spec's file name, capitalised.
    var machineNames: [String] {
        specs.map { spec in
            let name = spec.deletingPathExtension().lastPathComponent
            return name.prefix(1).uppercased() + name.dropFirst()
        }
    }

    /// One message per test file that would fail, at its plain import's line.
    func findings(in files: [URL]) -> [(file: URL, line: Int, message: String)] {
        guard !isPublic, !specs.isEmpty else { return [] }
        return files.compactMap { file in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            let lines = text.components(separatedBy: .newlines)
            let imports = lines.map(parsedImport)
            guard !imports.contains(where: { $0?.module == module && $0?.testable == true }),
                let importLine = imports.firstIndex(where: { $0?.module == module }),
                let machine = machineNames.first(where: { mentions(text, $0) })
            else { return nil }
            // SwiftPM prints a plugin's warning without its file and line, so the message names them.
            let message =
                "\(relative(file)):\(importLine + 1): '\(machine)' is internal, so this plain 'import \(module)' does not see it: "
                + "write '@testable import \(module)' (debug builds), or set { \"access\": \"public\" } in \(relative(configurationFile))"
            return (file, importLine + 1, message)
        }
    }

    /// Where the module's configuration file is, or would go.
    private var configurationFile: URL {
        configuration ?? moduleDirectory.appendingPathComponent("statemachine-gen.json")
    }

    private func relative(_ file: URL) -> String {
        let folder = packageDirectory.path.hasSuffix("/") ? packageDirectory.path : packageDirectory.path + "/"
        return file.path.hasPrefix(folder) ? String(file.path.dropFirst(folder.count)) : file.path
    }

    /// The module a line imports and whether `@testable` opens it; nil for any other line.
    private func parsedImport(_ line: String) -> (module: String, testable: Bool)? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let keyword = words.firstIndex(of: "import"), keyword + 1 < words.count,
            words[..<keyword].allSatisfy({ $0.hasPrefix("@") || Self.accessWords.contains($0) })
        else { return nil }
        return (words[keyword + 1], words[..<keyword].contains("@testable"))
    }

    private static let accessWords: Set<String> = ["public", "package", "internal", "fileprivate", "private"]

    /// `name` as a whole word of the file.
    private func mentions(_ text: String, _ name: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: name, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !isIdentifierCharacter(before) && !isIdentifierCharacter(after) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    private func isIdentifierCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }
}

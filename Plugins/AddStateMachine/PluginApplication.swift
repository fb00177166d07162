import Foundation

/// Whether a target's declaration in `Package.swift` applies `StateMachinePlugin`. SwiftPM
/// tells a command plugin nothing about the build plugins a target uses, so the manifest's
/// text is read: the call that declares `name: "TARGET"` (from its opening parenthesis to the
/// matching closing one) either names the plugin or does not. A manifest that builds its
/// targets in code may hide the answer: then it is `unknown`, and the advice stays conditional.
enum PluginApplication: Equatable {
    case applied, notApplied, unknown

    static let pluginName = "StateMachinePlugin"

    init(target: String, manifest: String) {
        let text = Array(manifest.utf8)
        let needle = Array("name: \"\(target)\"".utf8)
        // `Package(name: "Shop", ...)` names the package, often as its target: skip that call.
        for start in Self.indices(of: needle, in: text) {
            guard let open = Self.enclosingParenthesis(before: start, in: text), !Self.isPackageCall(opening: open, in: text),
                let close = Self.matchingParenthesis(after: open, in: text)
            else { continue }
            let declaration = String(decoding: text[open...close], as: UTF8.self)
            self = declaration.contains(Self.pluginName) ? .applied : .notApplied
            return
        }
        self = .unknown
    }

    private static func indices(of needle: [UInt8], in text: [UInt8]) -> [Int] {
        guard !needle.isEmpty, text.count >= needle.count else { return [] }
        return (0...(text.count - needle.count)).filter { text[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    private static func isPackageCall(opening open: Int, in text: [UInt8]) -> Bool {
        let word = Array("Package".utf8)
        return open >= word.count && text[(open - word.count)..<open].elementsEqual(word)
    }

    /// The `(` that opens the call around `index`: the nearest one before it left unclosed.
    private static func enclosingParenthesis(before index: Int, in text: [UInt8]) -> Int? {
        var depth = 0
        for position in stride(from: index - 1, through: 0, by: -1) {
            switch text[position] {
            case UInt8(ascii: ")"): depth += 1
            case UInt8(ascii: "("):
                if depth == 0 { return position }
                depth -= 1
            default: break
            }
        }
        return nil
    }

    private static func matchingParenthesis(after open: Int, in text: [UInt8]) -> Int? {
        var depth = 0
        for position in open..<text.count {
            switch text[position] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
        }
        return nil
    }
}

import Foundation

/// The parts of a symbol graph file (what `swift symbolgraph-extract` writes) that the
/// platform and documentation checks read.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable {
            let precise: String
        }

        struct Fragment: Decodable {
            let spelling: String
            let preciseIdentifier: String?
        }

        struct Availability: Decodable {
            let domain: String?
            let introduced: PlatformVersion?
        }

        struct DocComment: Decodable {
            struct Line: Decodable {
                let text: String
            }

            let lines: [Line]
        }

        struct Generics: Decodable {
            struct Constraint: Decodable {
                let rhsPrecise: String?
            }

            let constraints: [Constraint]?
        }

        struct Kind: Decodable {
            let identifier: String
        }

        let identifier: Identifier
        let kind: Kind?
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let swiftGenerics: Generics?
        let availability: [Availability]?
        let docComment: DocComment?

        var title: String { pathComponents.joined(separator: ".") }

        /// The symbols its declaration names: parameter, result and constraint types.
        var references: [String] {
            (declarationFragments ?? []).compactMap(\.preciseIdentifier)
                + (swiftGenerics?.constraints ?? []).compactMap(\.rhsPrecise)
        }

        var hasDocComment: Bool {
            docComment?.lines.contains { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty } ?? false
        }
    }

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
    }

    let symbols: [Symbol]
    let relationships: [Relationship]
}

/// A `major.minor.patch` version as symbol graphs and manifests spell it.
struct PlatformVersion: Decodable, Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int
    let patch: Int

    init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    private enum CodingKeys: String, CodingKey {
        case major, minor, patch
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        major = try container.decode(Int.self, forKey: .major)
        minor = try container.decodeIfPresent(Int.self, forKey: .minor) ?? 0
        patch = try container.decodeIfPresent(Int.self, forKey: .patch) ?? 0
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}

/// One file an emitter produced: a name relative to the output directory and its text.
public struct GeneratedFile: Hashable, Sendable {
    public let name: String
    /// The text as UTF-8, the bytes written to disk: an emitter's writer holds bytes, and a
    /// generated giant is never decoded into a `String` on its way out.
    public let utf8: [UInt8]

    public init(name: String, contents: String) {
        self.init(name: name, utf8: Array(contents.utf8))
    }

    init(name: String, utf8: [UInt8]) {
        self.name = name
        self.utf8 = utf8
    }

    /// The text, decoded from ``utf8`` on every read.
    public var contents: String {
        String(decoding: utf8, as: UTF8.self)
    }
}

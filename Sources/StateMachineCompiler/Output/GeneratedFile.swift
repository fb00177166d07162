/// One file an emitter produced: a name relative to the output directory and its text.
public struct GeneratedFile: Hashable, Sendable {
    public let name: String
    public let contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

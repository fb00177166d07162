enum CaselessCodableWriter {
    /// Swift synthesizes no `Codable` for an enum without cases (a machine without effects), so it is spelled out:
    /// no value exists to encode, and decoding fails as decoding `Never` does. Qualified, since a spec may name a
    /// type of its own `Decoder`.
    static func write(modifier: String, into writer: inout SwiftCodeWriter) {
        writer.block("\(modifier)init(from decoder: any Swift.Decoder) throws {") { writer in
            writer.line("switch try Swift.Never(from: decoder) {}")
        }
        writer.line()
        writer.line("\(modifier)func encode(to encoder: any Swift.Encoder) throws {}")
    }
}

/// Writes, at the end of the tests file, where the samples of the spec's own types come from:
/// one member per type reading its `transitionSamples`, at the spec line that first spells the
/// type (``SourceLocationDirectives``), and a stand-in that the member finds only when the test
/// target declares none. The stand-in is unavailable, so that one use is the one error, in the
/// spec, and its message is the line to add; the scenarios file reads the same members. Each
/// file's stand-ins are private: two specs' tests sampling `Money` would otherwise make every
/// use of `Money.transitionSamples` ambiguous when the test target declares none. Each member
/// is computed, so that only the compile job checks its body: a stored one's initializer is
/// checked by SwiftPM's emit-module job too, which printed the error a second time.
struct OwnSampleTypesWriter {
    let ownTypes: OwnSampleTypes
    let specPath: String?

    func write(into writer: inout SwiftCodeWriter) {
        guard !ownTypes.entries.isEmpty else { return }
        let member = SampleSpelling.customSamplesMember
        writer.line()
        writer.line("/// The samples of the spec's own types, read once for the tests and the scenarios.")
        writer.block("enum \(ownTypes.holder) {") { writer in
            var directives = SourceLocationDirectives(file: specPath)
            for entry in ownTypes.entries {
                directives.line(
                    "static var \(entry.member): (\(entry.type), \(entry.type)) { \(entry.type).\(member) }", specLine: entry.line,
                    spellsTypes: true, into: &writer)
            }
            directives.end(into: &writer)
        }
        writer.line()
        // Private, as the stand-ins are: another spec's tests using the same type must not see them.
        writer.line("/// The spec's own types: each finds the stand-in below when the test target gives it no samples.")
        writer.line("private protocol \(ownTypes.protocolName) {}")
        for entry in ownTypes.entries {
            let message =
                "the generated tests need two different values of '\(entry.type)': add `extension \(entry.type) { "
                + "static var \(member): (\(entry.type), \(entry.type)) { (..., ...) } }` to a file of the test target"
            writer.line()
            writer.line("extension \(entry.type): \(ownTypes.protocolName) {}")
            writer.line()
            writer.block("private extension \(ownTypes.protocolName) where Self == \(entry.type) {") { writer in
                writer.line("// Never runs: the compiler refuses every use of an unavailable member.")
                writer.line("@available(*, unavailable, message: \(SwiftSyntax.stringLiteral(message)))")
                writer.line("static var \(member): (\(entry.type), \(entry.type)) { self.\(member) }")
            }
        }
    }
}

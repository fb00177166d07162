/// What the sample constants need besides themselves: a note on how a user supplies
/// samples of a type of their own, and the helper that builds fixed UUIDs.
enum SampleHelpersWriter {
    /// Written above the constants, for a reader of the generated file; the build reports a type
    /// without samples in the spec (``OwnSampleTypesWriter``).
    static func writeCustomTypeNote(for samples: SampleSpelling, into writer: inout SwiftCodeWriter) {
        guard let example = samples.customTypes.sorted().first else { return }
        let member = SampleSpelling.customSamplesMember
        let names = samples.customTypes.sorted().map { "`\($0)`" }
        let subject = names.count == 1 ? "`\(example)` is a type" : names.joined(separator: ", ") + " are types"
        writer.line("//")
        writer.line("// \(subject) of your own: the test target gives each two different values, as in")
        writer.line("//     extension \(example) { static var \(member): (\(example), \(example)) { (..., ...) } }")
        writer.line("// Without them, the build stops at the spec's line that first spells the type, saying so.")
    }

    static func writeUUIDHelper(for samples: SampleSpelling, into writer: inout SwiftCodeWriter) {
        guard samples.usesUUIDSamples else { return }
        writer.line()
        writer.line("/// A fixed UUID from its text. Every text above is valid; the all-zero UUID that would")
        writer.line("/// stand in for an invalid one is never a sample, so it could not hide a mix-up.")
        writer.block("private func sampleUUID(_ text: String) -> UUID {") { writer in
            writer.line("UUID(uuidString: text) ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))")
        }
    }
}

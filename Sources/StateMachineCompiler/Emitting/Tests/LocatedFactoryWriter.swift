/// Writes the function that builds one case of a generated table and records the caller's
/// location in it, so that a failing case is reported at its own line: `entry(...)`,
/// `start(...)`, `scopes(...)`. The location parameters are spelled once here, and the
/// scenario walks' step methods take the same ones.
struct LocatedFactoryWriter {
    /// The caller's location, as parameters with their defaults.
    static let locationParameters = "fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column"
    /// The `SourceLocation` those parameters make.
    static let location = "SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)"

    /// Everything before the opening parenthesis: `private func scopes`.
    let declaration: String
    /// The case's own parameters, a line each, before the location parameters.
    let parameterLines: [String]
    /// The case's type.
    let type: String
    /// The type's initializer arguments before `location:`: `state: state, scopes: scopes,`.
    let arguments: String

    func write(into writer: inout SwiftCodeWriter) {
        writer.line(declaration + "(")
        writer.indented { writer in
            for line in parameterLines { writer.line(line) }
            writer.line(Self.locationParameters)
        }
        writer.block(") -> \(type) {") { writer in
            writer.line("\(type)(")
            writer.indented { writer in
                writer.line(arguments)
                writer.line("location: \(Self.location))")
            }
        }
    }
}

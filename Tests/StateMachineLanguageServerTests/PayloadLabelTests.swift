import StateMachineLanguageServer
import Testing

/// A payload's labels, where they are declared: hover, definition, references and rename.
/// Positions are ASCII here, so a character is a byte column.
@Suite struct PayloadLabelTests {
    private static let spec = """
        machine Upload
        initial idle
        state idle
        state uploading(file: String, token: String sensitive)
        event start(file: String, token: String sensitive)
        effect upload(file: String, token: String sensitive)
        idle on start(f, t) -> uploading(f, t) / upload(f, t)

        """

    private static let redacted = "`sensitive`: shown as `<redacted>` in the generated descriptions and mirrors"

    private func session() -> Session {
        var session = Session()
        session.open(Self.spec)
        return session
    }

    @Test(arguments: [
        (3, 31, "field of state `uploading`", range(3, 30, 35)),
        (4, 27, "field of event `start`", range(4, 26, 31)),
        (5, 29, "field of effect `upload`", range(5, 28, 33)),
    ])
    func hoverOnASensitiveLabelSaysSo(line: Int, character: Int, owner: String, declared: JSON) {
        var session = session()
        let hover = session.at("textDocument/hover", line: line, character: character)["result"]
        #expect(hover?["contents"]?["value"] == .string("```sm\ntoken: String sensitive\n```\n\n\(owner)\n\n" + Self.redacted))
        #expect(hover?["range"] == declared)
    }

    @Test func hoverOnALabelNotSensitiveShowsTheFieldAlone() {
        var session = session()
        #expect(
            session.at("textDocument/hover", line: 3, character: 17)["result"]?["contents"]?["value"]
                == "```sm\nfile: String\n```\n\nfield of state `uploading`")
        #expect(
            session.at("textDocument/hover", line: 5, character: 14)["result"]?["contents"]?["value"]
                == "```sm\nfile: String\n```\n\nfield of effect `upload`")
    }

    @Test func definitionAndReferencesOfALabelAreItsDeclaration() {
        var session = session()
        let declaration: JSON = ["uri": .string(session.uri), "range": range(4, 26, 31)]
        #expect(session.at("textDocument/definition", line: 4, character: 28)["result"] == declaration)
        let references = session.at("textDocument/references", line: 4, character: 28, ["context": ["includeDeclaration": true]])
        #expect(references["result"] == [declaration])
    }

    @Test func renameOfALabelEditsItsDeclarationOrRefusesARepeatedLabel() {
        var session = session()
        #expect(
            session.at("textDocument/rename", line: 3, character: 31, ["newName": "secret"])["result"]
                == ["changes": [session.uri: [["range": range(3, 30, 35), "newText": "secret"]]]])
        #expect(
            session.at("textDocument/rename", line: 3, character: 31, ["newName": "file"])["error"]?["message"]
                == "cannot rename 'token' to 'file': the payload already has a parameter 'file'")
    }
}
